// The SDK's types, the diagnostics and the limits are AdLayoutSDK's; every module that reads documents sees them too.
@_exported import AdLayoutSDK
