package secondopinion

// Request is what gatesh hands gatesh-model on its stdin, as one JSON
// object: where to post which body. The key is not in it: gatesh-model
// reads it from the environment variable KeyEnv names.
type Request struct {
	URL       string `json:"url"`
	KeyEnv    string `json:"key_env,omitempty"`
	TimeoutMS int64  `json:"timeout_ms"`
	Body      string `json:"body"`
}

// Reply is what gatesh-model prints on stdout, as one JSON object: the
// HTTP status and body, or the Cause of a failure with its Error.
type Reply struct {
	Status int    `json:"status,omitempty"`
	Body   string `json:"body,omitempty"`
	Cause  string `json:"cause,omitempty"`
	Error  string `json:"error,omitempty"`
}

// MaxBody bounds what is read of the model's response.
const MaxBody = 64 << 10
