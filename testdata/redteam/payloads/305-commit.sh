printf 'change\n' >> README && git commit -qam 'a change the operator sees'
