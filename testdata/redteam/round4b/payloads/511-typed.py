import os
os.unlink("../victim/keep.txt")
