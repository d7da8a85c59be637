package rules

import "slices"

// clauses cuts a tool's name, or an operation's words, into its clauses:
// a conjunction (and, or, then) starts another when a verb follows it
// before the next one (list_users_and_remove, readAndSend). Nouns joined
// to nouns share their verb (delete_cache_and_users deletes users too),
// and a lone letter joins two verbs (read_n_send), not two nouns
// (get_last_n_items).
func (lx *lexicon) clauses(words []string) [][]string {
	var out [][]string
	start := 0
	for i := 0; i <= len(words); i++ {
		if i < len(words) && !conjunction(words[i]) && !(shortJoin(words[i]) && i > start && i+1 < len(words) && lx.toolWordClass(words[i-1]) != verbNone && lx.toolWordClass(words[i+1]) != verbNone) {
			continue
		}
		if i < len(words) && !lx.verbBefore(words[i+1:]) {
			continue
		}
		out = append(out, words[start:i])
		start = i + 1
	}
	return out
}

// compoundClauses returns, for a name with more than one verb
// (generate_and_set_password, get_or_create_user, listThenPurge), each
// verb with what it acts on, as a name of its own: every verb is judged,
// and the riskiest decides, whatever verb comes first. A verb with no
// object of its own shares the nearest one, a later clause's first
// (generate_and_set_password: generate password, set password), else an
// earlier one's (list_users_and_remove: remove users); the words before
// the first verb (a server's name, a noun-first name's object:
// resources_create_or_update) lead every clause. It returns nil for a
// name of one verb.
func (lx *lexicon) compoundClauses(words, generic []string) [][]string {
	cs := lx.clauses(words)
	if len(cs) < 2 {
		return nil
	}
	verbAt := func(clause []string) int {
		return slices.IndexFunc(clause, func(w string) bool {
			return !slices.Contains(generic, w) && lx.toolWordClass(w) != verbNone
		})
	}
	at := make([]int, len(cs))
	verbs := 0
	for i, c := range cs {
		if at[i] = verbAt(c); at[i] >= 0 {
			verbs++
		}
	}
	if verbs < 2 || at[0] < 0 {
		return nil
	}
	object := func(i int) []string {
		if at[i] < 0 {
			return nil
		}
		return cs[i][at[i]+1:]
	}
	lead := cs[0][:at[0]]
	var out [][]string
	for i, c := range cs {
		if at[i] < 0 {
			continue
		}
		var name []string
		if i > 0 {
			name = append(name, lead...)
		}
		name = append(name, c...)
		if len(object(i)) == 0 {
			name = append(name, borrowedObject(len(cs), i, object)...)
		}
		out = append(out, name)
	}
	return out
}

// borrowedObject is the object a clause with none shares: the first a
// later clause has, else the nearest earlier one's.
func borrowedObject(n, i int, object func(int) []string) []string {
	for j := i + 1; j < n; j++ {
		if o := object(j); len(o) > 0 {
			return o
		}
	}
	for j := i - 1; j >= 0; j-- {
		if o := object(j); len(o) > 0 {
			return o
		}
	}
	return nil
}
