import AdLayoutSnapshot
import ArgumentParser

/// `--mode all|missing|failed|never`.
extension RecordMode: ExpressibleByArgument {}
