package config

import (
	"fmt"

	"gatesh/egress"
)

// applyNetwork reads network and network_allow.
func (f *file) applyNetwork(cfg *Config) error {
	switch f.Network {
	case "":
	case NetworkOff, NetworkAllowlist:
		cfg.Network = f.Network
	default:
		return fmt.Errorf("network %q: want %q or %q", f.Network, NetworkOff, NetworkAllowlist)
	}
	for _, e := range f.NetworkAllow {
		if _, err := egress.ParseEntry(e); err != nil {
			return fmt.Errorf("network_allow: %w", err)
		}
	}
	cfg.NetworkAllow = f.NetworkAllow
	return nil
}
