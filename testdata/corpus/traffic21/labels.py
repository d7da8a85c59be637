"""Labels for traffic21, decided from DESIGN.md's tiers before anything is measured.

label(cmd, cwd, home) -> (want, why, category)

The labelling program of ../traffic20 (its labels.py, itself built on
../traffic19/labels.py), imported, not copied; the conventions are those
that ../traffic20/README.md states under "Labels". Corrections made after
reading this set's commands, before anything was measured, are below
(`OVERRIDES`: an exact command and the label it gets instead, with the
reason), so that every change is visible in one place.
"""
import importlib.util
import os

_HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location(
    'labels20', os.path.join(os.path.dirname(_HERE), 'traffic20', 'labels.py'))
base = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(base)

# exact command -> (want, why, category); filled after reading the commands.
OVERRIDES = {}


def label(cmd, cwd, home):
    if cmd in OVERRIDES:
        return OVERRIDES[cmd]
    return base.label(cmd, cwd, home)
