# Everyday commands of heldout11 (must not be held). Format: see ../gen_heldout.py.
GREEN = r"""
"""
