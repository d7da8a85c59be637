package agentsetup

import (
	"encoding/json"
	"fmt"
)

// Claude Code checks its settings.json against a schema after parsing
// it, and a file that fails the check is skipped whole ("Files with
// errors are skipped entirely, not just the invalid settings"): a
// "model": 5 or a permissions.allow that is a string, a mistake anyone
// makes by hand, took gatesh's hook and CLAUDE_CODE_SHELL with it while
// doctor said all was well (e2e's TestSettingsDialects, against the
// pinned CLI). gatesh checks the JSON kind of each key whose kind the
// schema requires without a fallback.

// jsonKind is the kind of a JSON value.
type jsonKind byte

const (
	kindAny jsonKind = iota
	kindBool
	kindString
	kindNumber
	kindArray
	kindObject
)

func (k jsonKind) String() string {
	return [...]string{"any value", "true or false", "a string", "a number", "a list", "an object"}[k]
}

// jsonKindOf is the kind of a value decoded by encoding/json.
func jsonKindOf(v any) string {
	switch v.(type) {
	case bool:
		return "true or false"
	case string:
		return "a string"
	case float64:
		return "a number"
	case []any:
		return "a list"
	case map[string]any:
		return "an object"
	}
	return "null"
}

// claudeKind is the kind Claude Code 2.1.328's settings schema requires
// of a top-level key, kindAny for a key it does not know or that it
// takes in any kind (a fallback drops a bad value, a preprocessing step
// changes it). Read from the schema in the pinned CLI: each key whose
// type is a boolean, string, enum, number, array, object or record with
// no .catch, and permissions, env and hooks, which are objects.
func claudeKind(key string) jsonKind {
	switch key {
	case "permissions", "env", "hooks":
		return kindObject
	case "agentPushNotifEnabled", "allowAllClaudeAiMcps", "allowClaudeInChromeWithManagedMcp",
		"allowManagedHooksOnly", "allowManagedMcpServersOnly", "allowManagedPermissionRulesOnly",
		"allowNestedModelAccessUnderForceLogin", "alwaysThinkingEnabled", "autoCompactEnabled",
		"autoContinueAtUsageLimit", "autoDreamEnabled", "autoMemoryEnabled", "autoScrollEnabled",
		"autoUploadSessions", "awaySummaryEnabled", "bashEditDiffEnabled", "channelsEnabled",
		"clawdFileProgressEnabled", "disableAgentView", "disableAllHooks", "disableArtifact",
		"disableBundledSkills", "disableClaudeAiConnectors", "disableCommandPluginSources",
		"disableRemoteControl", "disableReplyCheck", "disableSideloadFlags", "disableSkillShellExecution",
		"disableWindowsBashCommandSplit", "disableWorkflows", "doneMeansMerged", "emojiCompletionEnabled",
		"enableAllProjectMcpServers", "enableArtifact", "enableWorkflows", "enforceAvailableModels",
		"fastMode", "fastModePerSessionOptIn", "fileCheckpointingEnabled", "forceRemoteSettingsRefresh",
		"idleCompaction", "includeCoAuthoredBy", "includeGitInstructions", "inputNeededNotifEnabled",
		"isolatePeerMachines", "precomputeCompactionEnabled", "prefersReducedMotion",
		"promptSuggestionEnabled", "remoteControlAtStartup", "respectGitignore", "respondToBashCommands",
		"responseComparisonEnabled", "showClearContextOnPlanAccept", "showMessageTimestamps",
		"showThinkingSummaries", "showTurnDuration", "skipDangerousModePermissionPrompt",
		"skipWebFetchPreflight", "skipWorkflowUsageWarning", "spinnerTipsEnabled", "switchModelsOnFlag",
		"syncClaudeAiPlugins", "syncClaudeAiSkills", "syntaxHighlightingDisabled",
		"terminalProgressBarEnabled", "terminalTitleFromRename", "todoFeatureEnabled",
		"totalTokensReminderAfterUserTurn", "verbose", "wheelScrollAccelerationEnabled",
		"workflowKeywordTriggerEnabled", "wslInheritsWindowsSettings":
		return kindBool
	case "advisorModel", "agent", "apiKeyHelper", "attributionProject", "autoMemoryDirectory",
		"autoUpdatesChannel", "availableModelsMatch", "awsAuthRefresh", "awsCredentialExport", "claudeMd",
		"daemonColdStart", "defaultShell", "disableAutoMode", "feedbackDrafts", "gcpAuthRefresh",
		"language", "managedSourcesBehavior", "minimumVersion", "model", "otelHeadersHelper", "outputStyle",
		"parentSettingsBehavior", "plansDirectory", "pluginTrustMessage", "prUrlTemplate", "processWrapper",
		"proxyAuthHelper", "requiredMaximumVersion", "requiredMinimumVersion", "timeZone",
		"totalTokensReminder", "tui", "workflowSizeGuideline":
		return kindString
	case "cleanupPeriodDays", "desktopSessionCleanupPeriodDays", "feedbackSurveyRate",
		"skillListingBudgetFraction", "skillListingMaxDescChars", "totalTokensReminderBudget":
		return kindNumber
	case "allowedChannelPlugins", "allowedHttpHookUrls", "availableModels", "claudeMdExcludes",
		"companyAnnouncements", "deniedModels", "disabledMcpjsonServers", "enabledMcpjsonServers",
		"fallbackModel", "httpHookAllowedEnvVars", "pluginSuggestionMarketplaces", "sshConfigs":
		return kindArray
	case "attributionProjectPolicy", "breakReminder", "enabledPlugins", "fileSuggestion", "modelOverrides",
		"modelPicker", "modelPricing", "pluginConfigs", "quietHours", "remote", "remoteControl",
		"remoteTools", "skillOverrides", "spinnerVerbs", "statusLine", "voice", "worktree", "xaaIdp":
		return kindObject
	}
	return kindAny
}

// claudePermissionKind is the kind the schema requires of a key of
// permissions.
func claudePermissionKind(key string) jsonKind {
	switch key {
	case "allow", "deny", "ask", "additionalDirectories":
		return kindArray
	case "disableBypassPermissionsMode":
		return kindString
	case "blockReadsOutsideWorkingDirectories":
		return kindBool
	}
	return kindAny
}

// claudeSchema returns a description of the first key of a Claude Code
// settings file, in strict JSON, whose kind the schema refuses, or "".
func claudeSchema(src []byte) string {
	var doc map[string]any
	if err := json.Unmarshal(src, &doc); err != nil {
		if src = stripBOM(src); json.Unmarshal(src, &doc) != nil {
			return ""
		}
	}
	for _, key := range sortedKeys(doc) {
		if bad := wrongKind(key, doc[key], claudeKind(key)); bad != "" {
			return bad
		}
	}
	perms, _ := doc["permissions"].(map[string]any)
	for _, key := range sortedKeys(perms) {
		if bad := wrongKind("permissions."+key, perms[key], claudePermissionKind(key)); bad != "" {
			return bad
		}
	}
	return ""
}

// wrongKind describes v at key when it is not of kind want.
func wrongKind(key string, v any, want jsonKind) string {
	if want == kindAny || jsonKindOf(v) == want.String() {
		return ""
	}
	return fmt.Sprintf("%s is %s, where Claude Code's schema wants %s", key, jsonKindOf(v), want)
}

func stripBOM(src []byte) []byte {
	if len(src) >= 3 && src[0] == 0xef && src[1] == 0xbb && src[2] == 0xbf {
		return src[3:]
	}
	return src
}
