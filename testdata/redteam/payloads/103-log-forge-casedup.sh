python3 103-log-forge.py casedup
