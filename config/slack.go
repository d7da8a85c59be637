package config

import (
	"fmt"
	"net/url"
	"strings"

	"gatesh/internal/lazy"
	"gatesh/teamapi"
)

// Defaults of the [slack] table.
const (
	DefaultSlackAppTokenEnv = "SLACK_APP_TOKEN"
	DefaultSlackBotTokenEnv = "SLACK_BOT_TOKEN"
	DefaultSlackAPIURL      = "https://slack.com/api/"
)

// Slack is the [slack] table: the Slack app that `gatesh serve` posts
// held requests with and takes Approve once and Reject clicks from
// (docs/slack.md). nil in Config means none.
type Slack struct {
	// Channel is the channel's id (C0123ABCD): messages are updated by
	// channel id and timestamp, which a name does not give.
	Channel string
	// AppTokenEnv and BotTokenEnv name the environment variables that
	// hold the app-level token (xapp-, Socket Mode) and the bot token
	// (xoxb-, the Web API). The tokens stay out of config.toml, which
	// the agent can read.
	AppTokenEnv, BotTokenEnv string
	// Approvers are the Slack user ids whose clicks decide as the
	// operator; anyone else's click is refused and logged.
	Approvers []string
	// APIURL is the Web API's base, ending in "/": Slack's own unless a
	// test or a Slack-compatible server names another.
	APIURL string
}

type slackFile struct {
	Channel     string   `toml:"channel"`
	AppTokenEnv string   `toml:"app_token_env"`
	BotTokenEnv string   `toml:"bot_token_env"`
	Approvers   []string `toml:"approvers"`
	APIURL      string   `toml:"api_url"`
}

// slackID is the shape of Slack's ids of channels, users and teams.
var slackID = &lazy.Regexp{Src: `^[A-Z0-9]{2,32}$`}

// SlackID reports whether s has the shape of a Slack id (C0123ABCD,
// U0123ABCD): capital letters and digits.
func SlackID(s string) bool { return slackID.Get().MatchString(s) }

func (s *slackFile) validate() (*Slack, error) {
	out := &Slack{Channel: s.Channel, AppTokenEnv: s.AppTokenEnv, BotTokenEnv: s.BotTokenEnv, Approvers: s.Approvers}
	if out.AppTokenEnv == "" {
		out.AppTokenEnv = DefaultSlackAppTokenEnv
	}
	if out.BotTokenEnv == "" {
		out.BotTokenEnv = DefaultSlackBotTokenEnv
	}
	if !SlackID(s.Channel) {
		return nil, fmt.Errorf("slack.channel %q: want the channel's id, such as C0123ABCD (the channel's details in Slack show it)", s.Channel)
	}
	for _, e := range []struct{ key, v string }{{"slack.app_token_env", out.AppTokenEnv}, {"slack.bot_token_env", out.BotTokenEnv}} {
		if !envName.Get().MatchString(e.v) {
			return nil, fmt.Errorf("%s %q: want the name of an environment variable, not the token", e.key, e.v)
		}
	}
	for _, u := range s.Approvers {
		if !SlackID(u) {
			return nil, fmt.Errorf("slack.approvers: %q: want a Slack user id, such as U0123ABCD (a person's profile in Slack shows it)", u)
		}
	}
	var err error
	if out.APIURL, err = SlackAPIURL(s.APIURL); err != nil {
		return nil, fmt.Errorf("slack.api_url: %w", err)
	}
	return out, nil
}

// SlackAPIURL checks a Slack Web API base URL and returns it ending in
// "/"; "" is Slack's own. The tokens go there, so it is https, except on
// a loopback address (tests, a local Slack-compatible server).
func SlackAPIURL(s string) (string, error) {
	if s == "" {
		return DefaultSlackAPIURL, nil
	}
	u, err := url.Parse(s)
	if err != nil || u.Host == "" || u.User != nil || u.RawQuery != "" || u.Fragment != "" {
		return "", fmt.Errorf("%q: want an https URL such as %s", s, DefaultSlackAPIURL)
	}
	switch u.Scheme {
	case "https":
	case "http":
		if !teamapi.Loopback(u.Hostname()) {
			return "", fmt.Errorf("%q: the tokens go there, so it must be https, except on a loopback address", s)
		}
	default:
		return "", fmt.Errorf("%q: want an https URL such as %s", s, DefaultSlackAPIURL)
	}
	if !strings.HasSuffix(s, "/") {
		s += "/"
	}
	return s, nil
}
