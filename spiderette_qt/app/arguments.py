"""The command line, made safe before Qt sees it.

PySide6's QApplication crashes (SIGSEGV) on an argument that is not valid Unicode text:
Python decodes a byte the locale cannot decode (`spiderette $'\\xff'`) into a lone surrogate
(os.fsdecode's surrogateescape), which Qt's conversion does not survive. Every argument is
therefore cleaned first: each lone surrogate becomes U+FFFD (the replacement character), so a
bad game code is still a bad game code and gets the usual clear message, and each argument is
cut to MAX_ARGUMENT_CHARS (a game code is 14 characters; Qt's own options take a name or a
path). No Qt here: the arguments are cleaned before PySide6 is imported.
"""

from __future__ import annotations

from collections.abc import Iterable

#: Longer than any game code, Qt option or path; a longer argument is cut (it is still far
#: too long for a code, so it gets the "too long" message).
MAX_ARGUMENT_CHARS = 4096
REPLACEMENT = "\ufffd"


def clean_argument(word: str) -> str:
    """`word` as safe text: at most MAX_ARGUMENT_CHARS, no lone surrogates."""
    word = word[:MAX_ARGUMENT_CHARS]
    try:
        word.encode("utf-8")
    except UnicodeEncodeError:
        return "".join(REPLACEMENT if "\ud800" <= char <= "\udfff" else char for char in word)
    return word


def clean_arguments(words: Iterable[str]) -> list[str]:
    return [clean_argument(word) for word in words]
