// Package agentcli finds, and installs from npm, the pinned versions of the
// agent CLIs that gatesh is tested with.
package agentcli
