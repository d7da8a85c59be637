package config

import (
	"errors"
	"strings"
	"testing"
)

func TestSlack(t *testing.T) {
	cfg, err := Load(write(t, "[slack]\nchannel = \"C0123ABCD\"\napprovers = [\"U0123ABCD\", \"W0456EFGH\"]\n"))
	if err != nil {
		t.Fatal(err)
	}
	s := cfg.Slack
	if s == nil || s.Channel != "C0123ABCD" || s.AppTokenEnv != "SLACK_APP_TOKEN" || s.BotTokenEnv != "SLACK_BOT_TOKEN" ||
		s.APIURL != "https://slack.com/api/" || len(s.Approvers) != 2 {
		t.Fatalf("defaults: %+v", s)
	}
	if none, _ := Load(write(t, "")); none.Slack != nil {
		t.Fatal("no [slack] table, yet a Slack app")
	}
	cfg, err = Load(write(t, "[slack]\nchannel = \"G01\"\napp_token_env = \"GATESH_XAPP\"\nbot_token_env = \"GATESH_XOXB\"\napi_url = \"http://127.0.0.1:9000/api\"\n"))
	if err != nil || cfg.Slack.AppTokenEnv != "GATESH_XAPP" || cfg.Slack.BotTokenEnv != "GATESH_XOXB" || cfg.Slack.APIURL != "http://127.0.0.1:9000/api/" {
		t.Fatalf("set: %+v %v", cfg.Slack, err)
	}
	for _, tc := range []struct{ text, want string }{
		{"[slack]\n", "slack.channel \"\": want the channel's id"},
		{"[slack]\nchannel = \"#gatesh\"\n", "slack.channel \"#gatesh\""},
		{"[slack]\nchannel = \"C01\"\nbot_token_env = \"xoxb-1-abc\"\n", "slack.bot_token_env \"xoxb-1-abc\": want the name of an environment variable, not the token"},
		{"[slack]\nchannel = \"C01\"\napprovers = [\"alice\"]\n", "slack.approvers: \"alice\": want a Slack user id"},
		{"[slack]\nchannel = \"C01\"\napi_url = \"http://slack.example.com/api/\"\n", "must be https, except on a loopback address"},
		{"[slack]\nchannel = \"C01\"\napi_url = \"https://u:p@slack.example.com/api/\"\n", "slack.api_url"},
		{"[slack]\nchannel = \"C01\"\ntoken = \"xoxb-1\"\n", "unknown key slack.token"},
	} {
		_, err := Load(write(t, tc.text))
		if !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.text, err, tc.want)
		}
	}
}
