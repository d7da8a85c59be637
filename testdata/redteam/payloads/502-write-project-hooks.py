# Green command under Landlock: a prompt-injected agent adds a hook of
# its own to the project's Claude Code settings (the project is writable).
# Claude Code runs project hooks beside the user's.
import os
import shutil

os.makedirs(".claude", exist_ok=True)
shutil.copy("502-project-hooks.json", ".claude/settings.json")
print("project hook written")
