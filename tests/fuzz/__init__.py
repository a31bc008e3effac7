"""The fuzz campaign's small run in CI (the campaign is benchmarks/fuzz_campaign.py)."""
