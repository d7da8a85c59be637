# Everyday commands of heldout9 (must not be held). Format: see ../gen_heldout.py.
GREEN = r"""
"""
