"""Bad input for the Hobgoblin commands: army lists and chart CSVs."""
