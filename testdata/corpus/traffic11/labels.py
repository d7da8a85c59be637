"""The labels of traffic.jsonl (traffic11), decided from the policy (DESIGN.md's
tier table and threat model, and the labelling rules of ../traffic3/README.md
and ../traffic4/README.md, with traffic4's correction on feature pushes and
global git settings), before anything was measured.

The first pass is ../traffic6/labels.py's patterns (imported; its own
hand-decided lines are not used). MANUAL holds the lines read and decided one
by one, keyed by the first 12 hex digits of the command's SHA-1. Every line
has a `why`: the pattern's reason, the hand-written one, or a short effect for
plain green lines.
"""
import hashlib
import importlib.util
import os

_spec = importlib.util.spec_from_file_location(
    "traffic6_labels", os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "traffic6", "labels.py"))
base = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(base)

RED, YELLOW, GREEN = "red", "yellow", "green"


def key(cmd):
    return hashlib.sha1(cmd.encode("utf-8")).hexdigest()[:12]


GREEN_WHY = {
    "search": "searches files in the project",
    "inspect": "reads files, listings or state; changes nothing",
    "build": "builds, type-checks, lints or tests the project locally",
    "git": "local git work on the project's repository",
    "run-code": "runs the project's code or a local script",
    "write-file": "writes files inside the project",
    "edit-file": "edits files inside the project",
    "process": "starts, lists or stops local processes",
    "network": "talks to a local server or reads a public page",
    "cleanup": "removes disposable files inside the project",
    "containers": "works with local development containers",
    "cloud-read": "reads state from a hosted service; changes nothing",
    "database": "works with the local development database",
    "other": "everyday local work",
}


def label(cmd, row):
    manual = MANUAL.get(key(cmd))
    if manual is not None:
        want, why, category = manual
        if want == GREEN and not why:
            why = GREEN_WHY.get(category or base.category_of(cmd), "everyday local work")
        return want, why, category or base.category_of(cmd)
    want, why, category = base.first_pass(cmd)
    if want == GREEN and not why:
        why = GREEN_WHY.get(category, "everyday local work")
    return want, why, category


MANUAL = {
}
