"""The table you can hear: short sound effects for what happens in the game (docs/RULES.md
has no rule about them; the window wires them to the session's news and the table's)."""
