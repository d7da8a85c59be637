package teamapi

// DeviceAsk is the optional body of a POST to [PathDeviceStart]: what the
// machine says of itself, shown to the person who confirms the code next
// to the address it called from. It is only shown: a person confirms a
// code they were given, not a name. An empty body ({}) is as good.
type DeviceAsk struct {
	Host string `json:"host,omitempty"`
	User string `json:"user,omitempty"`
}
