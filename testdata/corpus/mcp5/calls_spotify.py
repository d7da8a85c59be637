# Spotify: varunneal/spotify-mcp; one tool per pydantic model, an action
# argument selects the effect (catalog.json).
S = "spotify"


def c(tool, want, inp, why):
    return dict(server=S, tool=tool, want=want, input=inp, why=why)


CALLS = [
    c("SpotifyPlaylist", "red", {"action": "create", "name": "Office Friday", "description": "team picks", "public": True},
      "creates a public playlist on the profile: others see it"),
    c("SpotifyPlaylist", "yellow", {"action": "remove_tracks", "playlist_id": "37i9dQZF1DX0XUsuxWHRQd", "track_ids": ["4iV5W9uYEdYUVa79Axb7Rh"]},
      "removes a track from one's playlist: reversible"),
    c("SpotifyPlaylist", "green", {"action": "get_tracks", "playlist_id": "37i9dQZF1DX0XUsuxWHRQd"}, "lists playlist tracks: read"),
    c("SpotifyPlayback", "green", {"action": "pause"}, "pauses playback on the user's device: reversible, local"),
    c("SpotifyQueue", "green", {"action": "get"}, "reads the queue"),
    c("SpotifySearch", "green", {"query": "lofi beats", "qtype": "playlist", "limit": 5}, "searches: read"),
    c("SpotifyGetInfo", "green", {"item_uri": "spotify:album:1DFixLWuPkv3KT3TnV35m3"}, "album info: read"),
]
