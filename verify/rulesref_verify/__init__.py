"""Machine checks of a rulebook: the z3 target-table proof, the phase graphs, consistency
checks, and the errata register. Each check is a small function that returns findings."""
