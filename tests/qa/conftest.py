"""QA fixtures: every QA test leaves the process as it found it (English, the speed it had),
because the storms switch languages and speeds and the next test file must not inherit them."""

from __future__ import annotations

import pytest

from spiderette_qt.i18n.translator import install_language
from spiderette_qt.table import durations


@pytest.fixture(autouse=True)
def english_and_the_old_speed_afterwards():
    speed = durations.speed()
    yield
    install_language("en")
    durations.set_speed(speed)
