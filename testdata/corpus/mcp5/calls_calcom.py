# Cal.com (scheduling): calcom/cal-mcp, tools generated from the v2 OpenAPI
# (src/tools.ts), published under the last "_" part of the operation id.
S = "calcom"


def c(tool, want, inp, why):
    return dict(server=S, tool=tool, want=want, input=inp, why=why)


CALLS = [
    c("rescheduleBooking", "red", {"bookingUid": "f3b1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d", "start": "2026-12-09T15:00:00Z", "reschedulingReason": "conflict"},
      "moves a meeting; the attendee is emailed: outward"),
    c("declineBooking", "red", {"bookingUid": "0a1b2c3d-4e5f-4061-8293-a4b5c6d7e8f9", "reason": "fully booked"}, "declines a booking request: the requester is notified"),
    c("confirmBooking", "red", {"bookingUid": "0a1b2c3d-4e5f-4061-8293-a4b5c6d7e8fa"}, "confirms a booking: the attendee gets a confirmation"),
    c("reassignBookingToUser", "red", {"bookingUid": "0a1b2c3d-4e5f-4061-8293-a4b5c6d7e8fb", "userId": 311, "reason": "vacation"},
      "hands a meeting to a colleague: other people notified"),
    c("deleteEventType", "red", {"eventTypeId": 88214}, "deletes a public booking page"),
    c("createTeamMembership", "red", {"teamId": 51, "userId": 977, "role": "ADMIN", "accepted": True}, "adds an admin member to a team: access"),
    c("deleteTeam", "red", {"teamId": 51}, "deletes a team with its event types"),
    c("createWebhook", "red", {"subscriberUrl": "https://hooks.example.net/cal", "triggers": ["BOOKING_CREATED"], "active": True},
      "sends booking data to an outside URL"),
    c("createEventType", "yellow", {"lengthInMinutes": 30, "title": "Intro call (draft)", "slug": "intro-call-draft", "hidden": True},
      "creates a hidden event type: reversible"),
    c("getBookings", "green", {"status": "upcoming", "take": 20}, "lists bookings: read"),
    c("getEventTypes", "green", {}, "lists event types: read"),
    c("getMe", "green", {}, "own profile: read"),
    c("getDefaultSchedule", "green", {}, "own schedule: read"),
]
