"""What a self-test check raises when it finds something wrong.

Its own module below app/selftest.py and app/selftest_text.py, which both raise it.
"""

from __future__ import annotations


class CheckFailed(Exception):
    """A check found something wrong; the message says what."""
