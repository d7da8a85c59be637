enable -n echo; echo hi
