"""All call tables, in order."""
import calls_sec
import calls_home
import calls_biz
import calls_more

CALLS = calls_sec.CALLS + calls_home.CALLS + calls_biz.CALLS + calls_more.CALLS
