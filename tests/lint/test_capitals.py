"""The capitals checks on small invented books: a pronoun the book capitalises for one actor
and prints in small letters among those printings (RL422), and a proper name printed in
small letters where the book capitalises it (RL423), are found with their printings; the
corrected books are silent, and so are a book without a clear majority, capitals at a
sentence's start, and English words (a game term in small letters is no proper name)."""

from __future__ import annotations

from tests.lint.vocab import findings

SOLO = """Solo Play
Your opponent is called Him. You build an army for Him, and His army is bigger.
Roll a die to see where He deploys: His units start 8" from the centreline.
When it is His turn, he moves each of his units toward you.
If He wins the roll, He keeps the first turn.
Afterwards He scores.
"""


def test_a_pronoun_capitalised_for_one_actor_and_not_elsewhere_is_found() -> None:
    (finding,) = findings(SOLO, "RL422")
    assert (finding.line, finding.words, finding.occurrences) == (4, "Him / he", 2)
    assert finding.message == (
        "the book capitalises the pronoun in mid-sentence for one actor, 'Him' (8: line 2, "
        "line 3, line 4, line 5 and 1 more), but prints it in small letters among those, "
        "'he' (2: line 4)")
    fixed = SOLO.replace("he moves each of his", "He moves each of His")
    assert findings(fixed, "RL422") == []


def test_a_pronoun_inside_a_capitalised_name_is_no_convention() -> None:
    # a card named His Majesty's Guard five times, and the story's own he and his
    cards = "Cards\n" + "Draw the card His Majesty's Guard, then draw again.\n" * 5
    text = cards.replace("again.\n", "again; he smiles at his luck.\n", 2)
    assert findings(text, "RL422") == []


def test_no_clear_convention_no_finding() -> None:
    # capitals at a sentence's start only: ordinary English, no convention
    plain = "Story\nHe grew up by the marsh. His father fished, and he swam.\n" * 3
    assert findings(plain, "RL422") == []
    # the small letters outnumber the capitals between them: no majority to measure against
    mixed = SOLO.replace("Afterwards He scores.\n", "") \
        + "Then he rests, his frogs sleep, he wakes, his toads croak, and he waits.\n" \
        "Later his herons leave, and he is alone with his lily pads.\nAfterwards He scores.\n"
    assert findings(mixed, "RL422") == []


NAMES = """The World
Far below lies Isvarden, where the Murkfolk dwell. The Murkfolk fish the black lakes,
and the Murkfolk trade with the toads. Travellers fear the Murkfolk and their nets.
Few murkfolk ever climb to the surface. The Frogs hop and the frogs croak.
"""


def test_a_proper_name_in_small_letters_is_found() -> None:
    (finding,) = findings(NAMES, "RL423")
    assert (finding.line, finding.words) == (4, "murkfolk")
    assert finding.message == (
        "the name 'Murkfolk' (4: line 2, line 3) is capitalised in mid-sentence, but printed "
        "in small letters 'murkfolk' (1: line 4)")
    assert findings(NAMES.replace("Few murkfolk", "Few Murkfolk"), "RL423") == []
    # the English word 'frogs' is no proper name, however the book capitalises it
    assert all(f.words != "frogs" for f in findings(NAMES, "RL423"))


def test_a_quoted_string_an_identifier_or_a_common_noun_is_no_printing_of_a_name() -> None:
    # typed as a string, part of code, or a common noun after 'a': printed as meant
    for printed in ('Few "murkfolk" ever', "Few murkfolk.nets ever", "Few murkfolk() ever",
                    "Few murkfolk_2 ever", "Not a murkfolk ever", "Not a\nmurkfolk ever",
                    "Set kin=murkfolk,toads ever"):
        assert findings(NAMES.replace("Few murkfolk ever", printed), "RL423") == [], printed
    # a word at a sentence's end in small letters is still a slip
    assert findings(NAMES.replace("Few murkfolk ever climb to the surface.",
                                  "Few climb, save the murkfolk."), "RL423") != []


def test_a_name_printed_both_ways_about_equally_is_no_finding() -> None:
    even = NAMES.replace("and the Murkfolk trade", "and the murkfolk trade")
    assert findings(even, "RL423") == []


MARSH = """Marsh Wars
The Crown of Reeds goes to the side that holds the ford. Keep the Crown of Reeds face up.
A player who loses the Crown Of Reeds draws a card.
The Toll of Frogs is paid each round; the Bell of Mud rings once.
"""


def test_a_small_word_capitalised_inside_a_name_is_found() -> None:
    (finding,) = findings(MARSH, "RL460")
    assert (finding.line, finding.words, finding.occurrences) == (3, "Crown Of Reeds", 1)
    assert finding.message == (
        "the name is printed 'Crown Of Reeds' (1: line 3) and 'Crown of Reeds' (2: line 2): "
        "the book's names print their small words in small letters (4 of 5 times in "
        "mid-sentence); print 'Crown of Reeds' throughout")
    assert findings(MARSH.replace("Crown Of Reeds", "Crown of Reeds"), "RL460") == []


def test_a_small_word_at_a_sentence_start_or_in_a_spaced_heading_is_no_name_word() -> None:
    # ``Of course`` opens a sentence; a heading's letters spaced apart are single letters
    text = MARSH + "Of course the Crown of Reeds may change hands.\nG A M E O F R E E D S\n" \
        "The G A M E. The Game A Reed.\n"
    assert [f.words for f in findings(text, "RL460")] == ["Crown Of Reeds"]


EATERS = """Gods
False names: Mud-Eater, Reed-Eater, Frog-Eater and Sky-eater.
The Sky-eater sleeps, the Mud-Eater wakes.
"""


def test_a_hyphenated_name_part_in_small_letters_among_capitals_is_found() -> None:
    (finding,) = findings(EATERS, "RL461")
    assert (finding.line, finding.words, finding.occurrences) == (2, "Sky-eater", 2)
    assert finding.message == (
        "'Sky-eater' (2: line 2, line 3) prints 'eater' in small letters, where the book's 3 "
        "other names ending in it capitalise it ('Mud-Eater', 'Reed-Eater', 'Frog-Eater'); "
        "print 'Sky-Eater'")
    assert findings(EATERS.replace("Sky-eater", "Sky-Eater"), "RL461") == []
    # two names with the part capitalised are no convention
    assert findings(EATERS.replace("Frog-Eater", "Frog-eater"), "RL461") == []


TOKENS = """Tokens
Each unit takes a Mud Token when it wades. A unit with a Mud Token moves slowly.
Remove one Mud Token at the end of the round, or two Mud Tokens if the unit rested.
A unit may spend a Mud Token to reroll, and any Mud Token spent is lost.
The first player places the ford; the first player also rolls first.
Units may hold three mud tokens at most.
"""


def test_a_term_capitalised_in_running_text_and_once_in_small_letters_is_found() -> None:
    (finding,) = findings(TOKENS, "RL462")
    assert (finding.line, finding.words, finding.occurrences) == (6, "mud tokens", 1)
    assert finding.message == (
        "the book capitalises the term in running text, 'Mud Token' (6: line 2, line 3, "
        "line 4), but prints it 'mud tokens' (1: line 6); capitalise it there too")
    assert findings(TOKENS.replace("mud tokens", "Mud Tokens"), "RL462") == []


def test_capitals_at_a_sentence_start_or_in_headings_are_no_evidence() -> None:
    # the capitals open sentences or stand in headings, not in running text
    headings = "Mud Token\n" * 6 + "Mud Token rules follow. Mud Token: a marker.\n" \
        "Units may hold three mud tokens at most.\n"
    assert findings(headings, "RL462") == []
    # a clear majority only: three capitals to two small printings is no convention
    few = TOKENS.replace("A unit may spend a Mud Token to reroll, and any Mud Token spent is "
                         "lost.\n", "Then the mud token dries.\n")
    assert findings(few, "RL462") == []


GODS = """Gods
Aspects: Reeds, rain, rot.
Aspects: Mud, silt.
Aspects: Frogs, spawn.
Aspects: herons, wading.
Aspects: Fog, damp.
"""


def test_a_labelled_entry_starting_in_small_letters_among_capitals_is_found() -> None:
    (finding,) = findings(GODS, "RL463")
    assert (finding.line, finding.words) == (5, "Aspects: herons, wading.")
    assert finding.message == ("the entries after 'Aspects:' start with a capital 4 times, but "
                               "in small letters 'Aspects: herons, wading.' (1: line 5); "
                               "start those with a capital too")
    assert findings(GODS.replace("herons", "Herons"), "RL463") == []
    # three entries with a capital are no pattern yet
    assert findings(GODS.replace("Aspects: Fog, damp.\n", ""), "RL463") == []
    # an entry opening with an identifier is printed as it is typed
    for typed in ("heronNest, wading", "marsh.Heron, wading", "heron_2, wading"):
        assert findings(GODS.replace("herons, wading", typed), "RL463") == [], typed


def test_two_capitalised_words_inside_a_longer_name_are_no_printing_of_the_term() -> None:
    # "Marsh Frog" is capitalised only as the start of the guild's three-word name; the
    # plain noun phrase elsewhere is ordinary English, not the term in small letters
    guild = ("Guilds\nThe old Marsh Frog Guild meets at dusk. Join the Marsh Frog Guild "
             "early.\nEach Marsh Frog Guild member pays dues. Ask any Marsh Frog Guild "
             "elder.\nA new Marsh Frog Guild hall opens soon.\nA marsh frog croaks all night.\n")
    assert findings(guild, "RL462") == []
    # the two words capitalised on their own are the term, and the small printing a slip
    alone = guild.replace("Frog Guild", "Frog")
    assert [f.words for f in findings(alone, "RL462")] == ["marsh frog"]



CARDS = """Cards
Each player takes a Mud Token and a Reed Token, and any Frog Token left over is lost.
The rules give a Mud Token, a Reed Token and a Frog Token to the player who rested.
Spend a Mud Token, a Reed Token or a Frog Token to draw, and one more to move.
Return a Mud Token, then a Reed Token and a Frog Token, to the pile at the end.
Any unit may hold a Mud Token, a Reed Token and a Frog Token at once.
Draw a Toad Card now. Keep each Toad Card secret until a Toad Card is played.
Discard the Toad Card after use, and draw a Toad Card at the end of the round.
Players may play a toad card on any unit, and the toad card is then discarded.
A player who plays a Toad card draws a new Toad card at once.
"""


def test_a_term_printed_three_ways_is_judged_by_the_books_other_terms() -> None:
    # 'Toad Card' 5 times, 'toad card' 2, 'Toad card' 2: no form three times the rest,
    # but the book's three other terms are capitalised every time, and so is this one
    # more often than in any other form
    (finding,) = findings(CARDS, "RL462")
    assert (finding.line, finding.words, finding.occurrences) == (9, "toad card", 4)
    assert finding.message == (
        "the book capitalises its two-word terms in running text (15 of 15 printings of its "
        "3 other terms), and this one most often, 'Toad Card' (5: line 7, line 8), but "
        "prints it also 'toad card' (2: line 9) and 'Toad card' (2: line 10); capitalise it "
        "throughout")
    fixed = CARDS.replace("toad card", "Toad Card").replace("Toad card", "Toad Card")
    assert findings(fixed, "RL462") == []
    # the small form as frequent as the capitals: no form to hold the others to
    even = CARDS.replace("Discard the Toad Card after use, and draw a Toad Card",
                         "Discard the toad card after use, and draw a toad card")
    assert findings(even, "RL462") == []
    # the book's other terms printed in small letters as often: no convention to judge by
    loose = CARDS
    for small in ("Each player takes a", "Return a", "Any unit may hold a"):
        start = loose.index(small)
        end = loose.index("\n", start)
        loose = loose[:start] + loose[start:end].replace(" Token", " token") + loose[end:]
    assert findings(loose, "RL462") == []


POND = """Setup
Form the POND DECK from every card, and put the TOAD PILE beside the POND DECK.
Draw from the POND DECK or the TOAD PILE, then place a card on the TOAD PILE.
Each card shows a REED COLOUR; match the REED COLOUR of two cards to score.
When the POND DECK is empty, shuffle the TOAD PILE into a new POND DECK.
A card of the same REED COLOUR as the top card may be played at once.
Add the marked cards to form the SWAMP DECK, and play with the SWAMP DECK to the end.
Without the swamp DECK the game is shorter; the swamp deck holds 12 cards.
"""


def test_a_term_set_in_capitals_printed_partly_in_small_letters_is_found() -> None:
    (finding,) = findings(POND, "RL475")
    assert (finding.line, finding.words, finding.occurrences) == (8, "swamp DECK", 2)
    assert finding.message == (
        "the book sets its terms of two or more words in capitals (12 of 12 printings of its "
        "3 other terms: 'POND DECK', 'TOAD PILE', 'REED COLOUR'), and this one 'SWAMP DECK' "
        "(2: line 7), but prints it 'swamp DECK' (1: line 8) and 'swamp deck' (1: line 8); "
        "set it in capitals throughout")
    assert findings(POND.replace("swamp", "SWAMP").replace("SWAMP deck", "SWAMP DECK"),
                    "RL475") == []
    # two other terms are no convention yet
    fewer = POND.replace("REED COLOUR", "reed colour")
    assert findings(fewer, "RL475") == []
    # a heading in capitals, or a term at a sentence's start, is no printing in a sentence
    headed = POND.replace("Setup\n", "SWAMP DECK\n").replace(
        "Add the marked cards to form the SWAMP DECK, and play with the SWAMP DECK to the end.",
        "Add the marked cards. SWAMP DECK games run longer.")
    assert findings(headed, "RL475") == []


def test_a_possessive_of_a_term_in_capitals_with_a_capital_ending_is_found() -> None:
    text = POND + ("Score the FROG card once. Keep each FROG card in hand, and every "
                   "FROG card is kept.\nGive the player the FROG'S prize card; the dealer's "
                   "cards stay.\n")
    (finding,) = findings(text, "RL476")
    assert (finding.line, finding.words) == (10, "FROG'S")
    assert finding.message == (
        "'FROG'S': the book sets the term in capitals, 'FROG' (3: line 9), and its "
        "possessives end in a small s, 'dealer's' (1: line 10); the ending is no part of "
        "the term: 'FROG's'")
    assert findings(text.replace("FROG'S", "FROG's"), "RL476") == []
    # a word in capitals printed twice inside sentences is no term yet
    assert findings(text.replace("and every FROG card is kept", "and all are kept"),
                    "RL476") == []


SAINTS = """Saints
Names: Ossa, The Grey Heron, Old Reed, The Drowned.
Names: Mira, The Frog Queen, Silt-Walker.
Names: Pell, the Lantern, Marsh Eye.
Aspects: Rain, mud, reeds.
Aspects: Fog, damp, toads.
"""


def test_a_later_item_of_a_labelled_list_of_names_in_small_letters_is_found() -> None:
    (finding,) = findings(SAINTS, "RL463")
    assert (finding.line, finding.words) == (4, "the Lantern")
    assert finding.message == (
        "the items of the lists after 'Names:', past the first, start with a capital 6 "
        "times, but in small letters 'the Lantern' (1: line 4); start those with a capital "
        "too")
    assert findings(SAINTS.replace("the Lantern", "The Lantern"), "RL463") == []
    # lists whose later items are printed in small letters about as often as with a
    # capital (things, not names) give no convention
    assert findings(SAINTS.replace("Marsh Eye", "marsh eye").replace("Names", "Aspects"),
                    "RL463") == []


RELICS = """Relics
Carry the Horn of Mud, the Cup of Rain and the Staff of Reeds to the Gate of Dusk.
Only the Cloak of Fog hides a unit; the Ring of Silt does not.
A unit may also read the Scroll Of Lore once per game.
"""


def test_a_name_printed_only_with_a_capitalised_small_word_is_held_to_the_books_usage() -> None:
    (finding,) = findings(RELICS, "RL460")
    assert (finding.line, finding.words, finding.occurrences) == (4, "Scroll Of Lore", 1)
    assert finding.message == (
        "the name 'Scroll Of Lore' (1: line 4) capitalises 'of', where the book's names "
        "print it in small letters (6 of 7 times in mid-sentence); print 'Scroll of Lore'")
    assert findings(RELICS.replace("Scroll Of Lore", "Scroll of Lore"), "RL460") == []
    # four printings in small letters are no usage yet
    fewer = RELICS.replace("Only the Cloak of Fog hides a unit; the Ring of Silt does not.",
                           "Only fog hides a unit.")
    assert findings(fewer, "RL460") == []


WADING = """Wading
If the unit waded 3" or more this round, it is slowed. A unit that waded must rest.
Frogs hop; the frog that waded 3" or more croaks, and each toad that waded rests.
Herons strike at a unit that waded 3" or more, and the heron then flies off.
Mud Charge: play at the end of the round, if the unit
Waded 3" or more and is now in the mud. It sinks.
"""


def test_a_word_capitalised_inside_a_sentence_against_the_books_own_words_is_found() -> None:
    # 'Waded' starts a line, but the line before ends inside the sentence ('the unit')
    (finding,) = findings(WADING, "RL477")
    assert (finding.line, finding.words, finding.occurrences) == (6, 'unit Waded 3" or more', 1)
    assert finding.message == (
        "'Waded' is capitalised inside a sentence, where the book prints the same words in "
        "small letters, 'unit waded 3\" or more' (1: line 2); inside sentences it is "
        "in small letters 5 times, capitalised 1; print 'waded'")
    assert findings(WADING.replace("Waded", "waded"), "RL477") == []
    # after a full stop the capital opens a sentence
    assert findings(WADING.replace("if the unit\n", "if the unit moved.\n"), "RL477") == []
    # a word the book capitalises as often as not is its own usage, not a slip
    named = WADING.replace("A unit that waded must rest.",
                           "Rest each Waded unit, every Waded frog and the Waded toads.")
    assert findings(named, "RL477") == []
    # the same words never printed in small letters after the same word: no evidence
    assert findings(WADING.replace("the unit waded 3", "the toad waded 3"), "RL477") == []


HOPS = """Hopping
Frogs make the hop across, step by step, at dusk.
Toads make the hop across, step by step, at dawn.
Rules for the Hop Across, Step by Step
"""


def test_a_quoted_title_or_a_title_cased_heading_is_no_capital_inside_a_sentence() -> None:
    # a heading in title case, its words but articles, conjunctions and short prepositions
    # all capitalised, has its own capitals, and so has a string quoted in running text
    assert findings(HOPS, "RL477") == []
    quoted = HOPS.replace("Rules for the Hop Across, Step by Step",
                          "Herons read “make the Hop across, step by step” aloud.")
    assert findings(quoted, "RL477") == []
    # a word the book prints with its capital in code elsewhere is a type's name
    typed = HOPS.replace("Rules for the Hop Across, Step by Step",
                         "Herons make the Hop across, step by step, at noon.\n"
                         "Hop::new() makes one.")
    assert findings(typed, "RL477") == []
    # the same capital inside a sentence is found
    slip = HOPS.replace("Rules for the Hop Across, Step by Step",
                        "Herons make the Hop across, step by step, at noon.")
    assert [f.words for f in findings(slip, "RL477")] == ["the Hop across, step"]


def test_capitals_in_a_quoted_title_are_no_evidence_for_a_term() -> None:
    # a section's title quoted in running text, capitals and all, is printed as named
    quoted = "Reeds\n" + "See the “Crossing with Mud Tokens” section for more.\n" * 6 \
        + "Units may hold three mud tokens at most.\n"
    assert findings(quoted, "RL462") == []
    assert findings(quoted.replace("“", "").replace("”", ""), "RL462") != []


PHASES = """Phases
In the Wading Phase, units wade; after the Wading Phase the Croaking Phase starts.
Each Croaking Phase ends the round, and the Wading Phase and the Croaking Phase repeat.
Spells are cast in the Hopping Phase; no spell lasts past the Hopping Phase.
A unit hit in the Hopping Phase, the Wading Phase or the Croaking Phase is slowed.
The Hopping Phase is short: before the Hopping Phase units rest.
Rest after the Wading Phase and after the Croaking Phase.
Some units act in the Basking Phase. The Basking Phase is optional.
A unit may skip the Basking Phase, and a unit that basks in the basking phase rests.
"""


def test_a_term_printed_a_few_times_is_judged_by_its_kin() -> None:
    # 'Basking Phase' three times with capitals, once in small letters: too few to be a
    # convention of its own, but the book's three other phases are capitalised every time
    (finding,) = findings(PHASES, "RL462")
    assert (finding.line, finding.words) == (9, "basking phase")
    assert finding.message == (
        "the book capitalises its terms ending in 'Phase' in running text (15 of 15 "
        "printings of 3 others: 'Wading Phase', 'Croaking Phase', 'Hopping Phase'), and this "
        "one most often, 'Basking Phase' (3: line 8, line 9), but prints it also 'basking "
        "phase' (1: line 9); capitalise it throughout")
    assert findings(PHASES.replace("basking phase", "Basking Phase"), "RL462") == []
    # two other phases are no kin enough
    fewer = PHASES.replace("Spells are cast in the Hopping Phase; no spell lasts past the "
                           "Hopping Phase.\n", "").replace(
        "The Hopping Phase is short: before the Hopping Phase units rest.\n", "")
    assert findings(fewer, "RL462") == []


DROWNED = """The Drowned
Beneath the lake wait the Drowned, and no frog swims there.
Every spring the Drowned rise, and the herons flee from the Drowned.
A drowned is a frog that never surfaced; it wades forever.
"""


def test_a_name_printed_in_small_letters_as_a_noun_is_found() -> None:
    (finding,) = findings(DROWNED, "RL423")
    assert (finding.line, finding.words) == (4, "A drowned is")
    assert finding.message == (
        "'A drowned is': 'drowned' stands as a noun here, in small letters, where the book "
        "capitalises it as a name inside sentences, 'Drowned' (3: line 2, line 3), and "
        "prints it in small letters nowhere else; print 'Drowned'")
    assert findings(DROWNED.replace("A drowned is", "A Drowned is"), "RL423") == []
    # the word also printed in small letters elsewhere is plain English as much as a name
    plain = DROWNED + "The drowned reeds rot.\n"
    assert findings(plain, "RL423") == []
    # a capitalised word before a number labels a numbered thing, no name standing alone
    numbered = "Chapters\nThe rules are in Chapter 2, the frogs in Chapter 3 and the toads " \
        "in Chapter 4.\nThe chapter is short.\n"
    assert findings(numbered, "RL423") == []
    assert findings(numbered.replace("Chapter 2", "the Chapter").replace("Chapter 3",
                                                                         "the Chapter"),
                    "RL423") != []
    # a capitalised word in code (a type's name) is no name standing alone either
    typed = DROWNED.replace("wait the Drowned, and", "wait the Drowned<Frog>, and") \
        .replace("flee from the Drowned.", "flee from the Drowned()")
    assert findings(typed, "RL423") == []
    # as an adjective, before its noun, the word in small letters is plain English
    assert findings(DROWNED.replace("A drowned is a frog", "A drowned frog is one"),
                    "RL423") == []


LONE = """Orders
Close frogs hit the loose ones in their Soft spots and win.
Each order has one it beats, and one it is Soft against too.
A frog with the Wild keyword hops on a lily pad and waits.
The toads rest on a log that is Wild grass and reeds.
"""


def test_a_word_capitalised_alone_every_time_and_named_nowhere_is_found() -> None:
    (found,) = findings(LONE, "RL491")
    assert (found.line, found.words, found.occurrences) == (2, "Soft", 2)
    assert "'Soft' is capitalised inside a sentence every time it is printed" in found.message
    assert "print 'soft', or the term it stands for" in found.message
    assert findings(LONE.replace("Soft", "soft"), "RL491") == []


def test_a_capital_the_book_or_model_makes_a_name_is_left_alone() -> None:
    # once only is no pattern; a word also printed in small letters, or at a sentence's
    # start, is the book's word both ways; a keyword of the model is a name
    assert findings(LONE.replace("their Soft spots", "their soft spots"), "RL491") == []
    assert findings(LONE + "Soft mud slows every frog.\n", "RL491") == []
    assert findings(LONE.replace("Soft", "Wild"), "RL491") == []


ITEMS = """Care
Do both of these:
   a) Keep every frog wet and cool.
   b) Keep every toad dry and warm.
"""


def test_a_capital_opening_a_list_item_after_its_mark_is_left_alone() -> None:
    # a list item's mark (a) alone before the word: the word opens the item
    assert findings(ITEMS, "RL491") == []
    (found,) = findings(ITEMS.replace("a) ", "so ").replace("b) ", "so "), "RL491")
    assert found.words == "Keep"


def test_a_capital_opening_a_table_cell_is_left_alone() -> None:
    # a tab or a run of spaces parts a table's columns: the word after it opens a cell
    table = ITEMS.replace("a) ", "so\t\t").replace("b) ", "so    ")
    assert findings(table, "RL491") == []


PHRASES = """Leaping
A frog may make a long leap. After a long leap, it rests. It pays 1 for a long leap.
A toad never makes a long leap. Frogs end a long leap on a pad. Only a long leap
counts once. Take one long leap per round. If a long leap fails, the frog sinks. Make a long leap
to cross a stream. Measure a long leap. When making a Long Leap, the frog
croaks. How Frogs Make the Long Leaps
"""


def test_a_phrase_capitalised_once_in_running_text_is_found() -> None:
    (found,) = findings(PHRASES, "RL494")
    assert (found.line, found.words) == (5, "Long Leap")
    assert "the book prints the words in small letters there, 'long leap' (10:" in found.message
    assert found.message.endswith("print 'long leap'")
    assert findings(PHRASES.replace("a Long Leap,", "a long leap,"), "RL494") == []


def test_a_phrase_the_book_rarely_prints_in_small_letters_is_left_alone() -> None:
    # fewer than eight printings in small letters are no usage; a heading's capitals
    # (nothing in small letters going on after them) are no running text
    thin = PHRASES.replace("Measure a long leap. ", "").replace(
        "Take one long leap per round. ", "").replace(" It pays 1 for a long leap.", "")
    assert findings(thin, "RL494") == []
    heading = PHRASES.replace("a Long Leap,", "a long leap,").replace("the Long Leaps",
                                                                       "the Long Leap")
    assert findings(heading, "RL494") == []



def test_a_title_line_or_an_article_before_the_phrase_is_no_running_capital() -> None:
    # a line in title case is a heading even with a small word before the phrase; 'The'
    # and a capital after it are a title's article (RL482's), not this phrase
    fixed = PHRASES.replace("a Long Leap,", "a long leap,")
    titled = fixed + "Making a Long Leap or a Short Hop\n"
    assert findings(titled, "RL494") == []
    assert [f.words for f in findings(fixed + "Frogs make a Long Leap often.\n", "RL494")] \
        == ["Long Leap"]
    sung = "Measure the leap. Frogs sing The Long songs."
    article = fixed.replace("Measure a long leap.", sung) + "Frogs sing the long song.\n" * 8
    assert findings(article, "RL494") == []


def test_a_phrase_rl477_already_reports_is_left_to_it() -> None:
    # the same words after the same word in small letters make it RL477's: one finding
    twice = PHRASES.replace("Measure a long leap.", "When making a long leap, the frog sings.")
    assert [f.words for f in findings(twice, "RL477")] == ["a Long Leap, the"]
    assert findings(twice, "RL494") == []
