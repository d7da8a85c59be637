gatesh -c 'echo nested ran'; echo "nested rc=$?"; CLAUDE_CODE_SESSION_ID=other gatesh -c 'echo nested2 ran'; echo "nested2 rc=$?"
