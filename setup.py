"""Build configuration beyond pyproject.toml: the solver's optional compiled core.

optional=True: without a C compiler the install still succeeds and the solver runs on its
pure-Python twin (spiderette_qt/engine/solver/pycore.py). CI sets
SPIDERETTE_REQUIRE_COMPILED_CORE=1, which makes a failed build fail the install (and
tools/ccore_check.py in-use then checks that the build is the core in use).
"""

import os

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "spiderette_qt.engine.solver._ccore",
            sources=["spiderette_qt/engine/solver/_ccore.c",
                     "spiderette_qt/engine/solver/_cbeam.c"],
            depends=["spiderette_qt/engine/solver/_cstate.h",
                     "spiderette_qt/engine/solver/_cparse.h"],
            extra_compile_args=["-O3"] if os.name != "nt" else ["/O2"],
            optional=os.environ.get("SPIDERETTE_REQUIRE_COMPILED_CORE", "") != "1",
        )
    ]
)
