# Green command under Landlock: add a hook to the project's Gemini CLI
# settings (.gemini/settings.json in the writable project).
import os
import shutil

os.makedirs(".gemini", exist_ok=True)
shutil.copy("503-gemini-project-hooks.json", ".gemini/settings.json")
print("gemini project hook written")
