python3 111-project-netlist.py
