"""Core functions behind the CLI commands: each command parses its options and calls one of these."""
