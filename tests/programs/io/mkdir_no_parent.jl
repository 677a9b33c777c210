# mkdir does not make parents (mkpath does): a missing parent is ENOENT.
mkdir("no_such_folder_juxla/a"; mode = 0o750)
