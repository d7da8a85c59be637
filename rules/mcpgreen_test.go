package rules

import "testing"

// TestMCPGreenUsersMe: a name of nouns ending in "me" (users_me,
// users-me) names the route that returns the caller's own profile, a
// read as whoami is; a verb in the name still decides (delete_users_me),
// and a secret noun still holds (token_me).
func TestMCPGreenUsersMe(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__authentik__authentik_users_me", `{}`, Green, "tool-read"},
		{"mcp__x__users-me", `{}`, Green, "tool-read"},
		{"mcp__x__users_me", `{}`, Green, "tool-read"},

		{"mcp__x__delete_users_me", `{}`, Red, ""},
		{"mcp__x__users_me_delete", `{}`, Red, ""},
		{"mcp__x__token_me", `{}`, Red, ""},
	})
}

// TestMCPGreenCourseCollections: a learning platform's collections
// listed in a course (assignments {course_id}, course_topics,
// course_materials) read: the course's id is the scope they are asked
// in. A verb's plural (course_refunds, course_invites) or an argument
// naming one of the things stays unknown.
func TestMCPGreenCourseCollections(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__classroom__assignments", `{"course_id":"612345678901"}`, Green, "tool-read"},
		{"mcp__classroom__course_topics", `{"course_id":"612345678901"}`, Green, "tool-read"},
		{"mcp__classroom__course_materials", `{"course_id":"612345678901"}`, Green, "tool-read"},

		{"mcp__x__course_refunds", `{"course_id":"1"}`, Yellow, ""},
		{"mcp__x__course_invites", `{"course_id":"1"}`, Yellow, ""},
		{"mcp__x__course_enrollments", `{"course_id":"1","user_id":"5"}`, Yellow, ""},
	})
}
