"""Feature flags and product analytics: LaunchDarkly, PostHog."""


def _ld_patch(flag, patch, comment, dry=False, project="web"):
    request = {"projectKey": project, "featureFlagKey": flag,
               "patchWithComment": {"patch": patch, "comment": comment}}
    if dry:
        request["dryRun"] = True
    return {"request": request}


CALLS = [
    # launchdarkly: src/mcp-server/tools/*.ts, src/models/operations/*.ts (arguments under request)
    ("launchdarkly", "update-feature-flag", _ld_patch("new-checkout", [{"op": "replace", "path": "/environments/production/on", "value": True}], "launch"),
     "red", "turns a flag on in production"),
    ("launchdarkly", "update-feature-flag", _ld_patch("maintenance-banner", [{"op": "replace", "path": "/environments/production/fallthrough/variation", "value": 1}], "show banner"),
     "red", "serves a different variation to every production user"),
    ("launchdarkly", "delete-feature-flag", {"request": {"projectKey": "web", "featureFlagKey": "legacy-search"}},
     "red", "deletes a flag in every environment"),
    ("launchdarkly", "update-ai-config-targeting", {"request": {"projectKey": "web", "configKey": "support-bot", "aiConfigTargetingPatch": {"environmentKey": "production", "instructions": [{"kind": "updateFallthroughVariationOrRollout", "variationId": "9f8e7d6c-5b4a-4321-8fed-cba987654321"}]}}},
     "red", "switches the model production users get"),
    ("launchdarkly", "update-feature-flag", _ld_patch("new-checkout", [{"op": "replace", "path": "/environments/production/on", "value": True}], "check", dry=True),
     "green", "a dry run: nothing changes"),
    ("launchdarkly", "create-feature-flag", {"request": {"projectKey": "web", "featureFlagBody": {"name": "New nav", "key": "new-nav", "temporary": True}}},
     "yellow", "a new flag, off everywhere"),
    ("launchdarkly", "update-feature-flag", _ld_patch("new-nav", [{"op": "replace", "path": "/environments/test/on", "value": True}], "try in test"),
     "yellow", "turns a flag on in the test environment"),
    ("launchdarkly", "list-feature-flags", {"request": {"projectKey": "web", "limit": 50}}, "green", "lists flags"),
    ("launchdarkly", "get-feature-flag", {"request": {"projectKey": "web", "featureFlagKey": "new-checkout"}}, "green", "reads a flag"),
    ("launchdarkly", "get-flag-status-across-environments", {"request": {"projectKey": "web", "featureFlagKey": "new-checkout"}}, "green", "reads flag status"),
    ("launchdarkly", "get-audit-log-entries", {"request": {"limit": 20, "spec": "proj/web:env/production:flag/*"}}, "green", "reads the audit log"),
    ("launchdarkly", "get-environments", {"request": {"projectKey": "web"}}, "green", "lists environments"),
    # posthog: typescript/src/tools/**/*.ts, typescript/src/schema/tool-inputs.ts
    ("posthog", "update-feature-flag", {"flagKey": "new-onboarding", "data": {"active": True, "filters": {"groups": [{"properties": [], "rollout_percentage": 100}]}}},
     "red", "rolls a flag out to every user"),
    ("posthog", "delete-feature-flag", {"flagKey": "beta-pricing"},
     "red", "deletes a flag the app still reads"),
    ("posthog", "dashboard-delete", {"dashboardId": 48211},
     "red", "deletes a dashboard the team uses"),
    ("posthog", "survey-delete", {"surveyId": "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b"},
     "red", "deletes a survey and its responses"),
    ("posthog", "experiment-delete", {"experimentId": 3312},
     "red", "deletes a running experiment"),
    ("posthog", "create-feature-flag", {"name": "Dark mode (draft)", "key": "dark-mode", "description": "not rolled out", "filters": {"groups": [{"properties": [], "rollout_percentage": 0}]}, "active": False},
     "yellow", "a new flag, off"),
    ("posthog", "insight-create-from-query", {"data": {"name": "Signups by week (scratch)", "query": {"kind": "InsightVizNode", "source": {"kind": "TrendsQuery", "series": [{"kind": "EventsNode", "event": "signed_up"}], "interval": "week"}}, "saved": True}},
     "yellow", "a saved insight nobody is told about"),
    ("posthog", "query-run", {"query": {"kind": "DataVisualizationNode", "source": {"kind": "HogQLQuery", "query": "SELECT event, count() FROM events WHERE timestamp > now() - INTERVAL 1 DAY GROUP BY event ORDER BY count() DESC LIMIT 20"}}},
     "green", "a HogQL SELECT"),
    ("posthog", "feature-flag-get-all", {}, "green", "lists flags"),
    ("posthog", "list-errors", {"orderBy": "occurrences", "status": "active"}, "green", "lists errors"),
    ("posthog", "experiment-results-get", {"experimentId": 3312, "refresh": False}, "green", "reads results"),
    ("posthog", "switch-project", {"projectId": 1542}, "green", "chooses a project for later calls"),
    ("posthog", "get-llm-total-costs-for-project", {"projectId": 1542, "days": 7}, "green", "reads LLM costs"),
]
