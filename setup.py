"""Build configuration beyond pyproject.toml: the solver's optional compiled core.

optional=True: without a C compiler the install still succeeds and the solver runs on its
pure-Python twin (spiderette_qt/engine/solver/pycore.py).
"""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "spiderette_qt.engine.solver._ccore",
            sources=["spiderette_qt/engine/solver/_ccore.c",
                     "spiderette_qt/engine/solver/_cbeam.c"],
            depends=["spiderette_qt/engine/solver/_cstate.h"],
            extra_compile_args=["-O3"] if __import__("os").name != "nt" else ["/O2"],
            optional=True,
        )
    ]
)
