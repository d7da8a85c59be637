package mcpdesc

import "testing"

// "live" before a server, site, environment or database that the
// sentence says serves people (behind the load balancer, customers,
// users, traffic) names production, while a dev server's live preview,
// live reload or Live Server extension does not (07a15ff2 made the
// second twin harmless and the first with it).
func TestReadLiveServerBehindProduction(t *testing.T) {
	checkClasses(t, []classCase{
		{Production, []string{
			"Stop the live server behind the load balancer.",
			"Restart the live server that serves customers.",
			"Stop the live server handling user traffic.",
			"Kill the live session of the server behind the load balancer.",
			"Stop the live site for customers.",
			"Update the live environment that users reach.",
			"Delete the live database behind the load balancer.",
			"Disable the live mode of the server that takes customer traffic.",
		}},
		{"", []string{
			"Stop the live server of the project.",
			"Stop the live server extension.",
			"Start the Live Server extension on port 5500.",
			"Update the live preview of the page.",
			"Update the live preview the users see while editing.",
			"Toggle live reload for the dev server.",
			"Stop the live session on the device.",
			"Read the live server's traffic statistics.",
		}},
	})
}
