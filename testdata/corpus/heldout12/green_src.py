# Everyday commands of heldout12 (must not be held). Format: see ../gen_heldout.py.
GREEN = r"""
@local-target
az config set defaults.group=dev-rg ¦ plain ¦ sets the CLI's default resource group ¦ source=Azure CLI reference, config set
"""
