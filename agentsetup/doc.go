// Package agentsetup installs, removes and checks gatesh's setup in the
// coding agents' own configuration: their shell, their pre-tool hooks.
package agentsetup
