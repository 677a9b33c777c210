# `?:` is right associative and looser than the arrows.
a ? b : c ? d : e
a ? b ? c : d : e
a ? b : c --> d
a --> b ? c : d
a || b ? c : d
a ? b || c : d && e
a ? b : c:d
a ? (b:c) : d
