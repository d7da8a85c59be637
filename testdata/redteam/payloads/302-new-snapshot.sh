python3 302-new-snapshot.py
