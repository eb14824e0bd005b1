#ifndef ADLAYOUT_CCRYPTO_H
#define ADLAYOUT_CCRYPTO_H
// OpenSSL's libcrypto (Debian libssl-dev): only the EVP digest API is used (SHA-256 of font files).
#include <openssl/evp.h>
#endif
