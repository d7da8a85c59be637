git push --recurse-submodules=on-demand origin main
