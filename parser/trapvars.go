package parser

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// A trap's action runs whenever its condition comes: DEBUG before every
// command, ERR after any that fails, RETURN, a signal. What the action
// assigns may change at any later point, even after a later assignment,
// so those variables are never known again (trapVolatile), and a
// function the action calls adds the variables its body assigns, whether
// it is defined before or after the trap.

// trapAssigns records the variables the trap action text may assign.
func (p *parser) trapAssigns(action field) {
	if action.Dynamic {
		p.noVars = true
		clear(p.vars)
		return
	}
	f, err := syntax.NewParser().Parse(strings.NewReader(action.Value), "")
	if err != nil {
		return // the action is not shell; bash reports the error when it runs
	}
	for _, st := range f.Stmts {
		names, all := assignedIn(st)
		if all {
			p.noVars = true
			clear(p.vars)
			return
		}
		for _, n := range names {
			p.markVolatile(n)
		}
		syntax.Walk(st, func(n syntax.Node) bool {
			if c, ok := n.(*syntax.CallExpr); ok && len(c.Args) > 0 {
				if name := c.Args[0].Lit(); name != "" {
					if p.trapCalls == nil {
						p.trapCalls = map[string]bool{}
					}
					p.trapCalls[name] = true
					if d := p.funcDefs[name]; d != nil {
						p.trapCallsFunc(d)
					}
				}
			}
			return true
		})
	}
}

// trapCallsFunc makes what function d assigns volatile: a trap calls it.
func (p *parser) trapCallsFunc(d *funcDef) {
	if d.all {
		p.noVars = true
		clear(p.vars)
		return
	}
	for _, n := range d.assigned {
		p.markVolatile(n)
	}
}

func (p *parser) markVolatile(name string) {
	if p.volatile == nil {
		p.volatile = map[string]bool{}
	}
	if len(p.volatile) < maxVars {
		p.volatile[name] = true
		delete(p.vars, name)
		return
	}
	p.noVars = true
	clear(p.vars)
}
