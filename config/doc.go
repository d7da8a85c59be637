// Package config reads gatesh's operator settings from $GATESH_HOME/config.toml.
package config
