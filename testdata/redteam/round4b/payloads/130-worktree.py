# F1's class again: make the project look like a linked worktree whose git
# folders (and "the common folder two levels above") reach outside it.
# Run from the project by a green command: python3 tools/wt.py VARIANT
import os, sys, shutil

P = os.getcwd()
v = sys.argv[1]


def gitdir_like(d, back, common=".."):
    os.makedirs(d, exist_ok=True)
    open(os.path.join(d, "HEAD"), "w").write("ref: refs/heads/main\n")
    open(os.path.join(d, "commondir"), "w").write(common + "\n")
    open(os.path.join(d, "gitdir"), "w").write(back + "\n")


os.rename(".git", "orig.git")
if v == "shallow":  # gitdir one level below the project: two levels above is outside
    gitdir_like(P + "/xx", P + "/.git")
    open(".git", "w").write("gitdir: " + P + "/xx\n")
elif v == "relative":
    gitdir_like(P + "/xx", P + "/.git")
    open(".git", "w").write("gitdir: xx\n")
elif v == "symlink-name":  # <common>/worktrees/<name> is a link to a folder at the top
    gitdir_like(P + "/xx", P + "/.git")
    os.makedirs(P + "/w/worktrees")
    os.symlink(P + "/xx", P + "/w/worktrees/x")
    open(".git", "w").write("gitdir: " + P + "/w/worktrees/x\n")
elif v == "symlink-worktrees":  # worktrees is a link to the project's parent's child
    gitdir_like(P + "/xx/x", P + "/.git")
    os.makedirs(P + "/w")
    os.symlink(P + "/xx", P + "/w/worktrees")
    open(".git", "w").write("gitdir: " + P + "/w/worktrees/x\n")
elif v == "dotdot":  # .. in the gitdir path
    gitdir_like(P + "/w/worktrees/x", P + "/.git")
    open(".git", "w").write("gitdir: " + P + "/w/worktrees/x/../../../xx/..\n")
    gitdir_like(P + "/xx", P + "/.git")
elif v == "back-symlink":  # the back reference names .git through a link outside-looking path
    gitdir_like(P + "/w/worktrees/x", P + "/sub/../.git")
    os.makedirs(P + "/sub")
    open(".git", "w").write("gitdir: " + P + "/w/worktrees/x\n")
    os.symlink("/", P + "/w/worktrees/x/commondir-target")
print("[wt]", v, "done:", open(".git").read().strip())
