package rules

import (
	"strings"
)

// containerHostRoot marks a call that starts or changes a container
// with root access to the machine that runs it, as docker run
// --privileged, --pid=host or --cap-add=SYS_ADMIN does on the command
// line (container-host-root): the Docker Engine API's HostConfig
// (Privileged, PidMode, IpcMode, UsernsMode, CapAdd) and docker-py's
// keywords (privileged, pid_mode, ipc_mode, userns_mode, cap_add), at
// the top of the arguments or in a host_config object. A privileged
// container mounts the host's disks and loads kernel modules; one in
// the host's process or user namespace reaches the host's processes.
// A call that only reads (a listing filtered on privileged) is not
// one.
func containerHostRoot(f *toolFacts, args map[string]any) {
	if f.class == verbRead {
		return
	}
	if hostRootConfig(args) {
		f.kinds = append(f.kinds, "container", "host", "root")
		return
	}
	for k, v := range args {
		if obj, ok := v.(map[string]any); ok && keyIn(k, []string{"host_config", "hostconfig", "host"}) && hostRootConfig(obj) {
			f.kinds = append(f.kinds, "container", "host", "root")
			return
		}
	}
}

// hostRootConfig reports the settings of a container's configuration
// that give it root access to the host.
func hostRootConfig(cfg map[string]any) bool {
	for k, v := range cfg {
		key := strings.ToLower(strings.NewReplacer("_", "", "-", "").Replace(k))
		switch key {
		case "privileged":
			if b, ok := v.(bool); ok && b {
				return true
			}
			if s, ok := v.(string); ok && strings.EqualFold(s, "true") {
				return true
			}
		case "pid", "pidmode", "ipc", "ipcmode", "userns", "usernsmode":
			if s, ok := v.(string); ok && strings.EqualFold(s, "host") {
				return true
			}
		case "capadd", "capabilities", "addcapabilities":
			caps, _ := v.([]any)
			if s, ok := v.(string); ok {
				caps = []any{s}
			}
			for _, c := range caps {
				if s, ok := c.(string); ok && rootCapability(s) {
					return true
				}
			}
		}
	}
	return false
}

// rootCapability reports the capabilities container-host-root holds on
// the command line: all of them, or one that reaches the host (mounts
// and namespaces, kernel modules, any file read, raw devices).
func rootCapability(c string) bool {
	switch strings.TrimPrefix(strings.ToUpper(strings.TrimSpace(c)), "CAP_") {
	case "ALL", "SYS_ADMIN", "SYS_MODULE", "DAC_READ_SEARCH", "SYS_RAWIO":
		return true
	}
	return false
}
