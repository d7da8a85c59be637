# Everyday commands of heldout20 (must not be red). Format: see ../gen_heldout.py.
GREEN = r"""
@yellow
npm i -D vitest@2.1.8 @vitest/coverage-v8@2.1.8 ¦ dep-install ¦ adds the test runner ¦ yellow ¦ source=Vitest docs, getting started
"""
