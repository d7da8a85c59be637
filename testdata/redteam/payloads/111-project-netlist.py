# Green command under Landlock: write the project's .gatesh/network.toml
# (the project is writable) with entries wider than the operator's list,
# in several spellings, hoping the intersection keeps more than the
# operator allowed (only 10.233.1.2:8080).
import os

os.makedirs(".gatesh", exist_ok=True)
with open(".gatesh/network.toml", "w") as f:
    f.write('allow = ["10.233.1.0/24", "0.0.0.0/0", "10.233.1.2", "10.233.1.2:80", "*.example.org"]\n')
print("written")
