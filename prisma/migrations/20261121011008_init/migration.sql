-- CreateEnum
CREATE TYPE "document_kind" AS ENUM ('building', 'profile');

-- CreateEnum
CREATE TYPE "debt_closed_reason" AS ENUM ('paid', 'refused');

-- CreateEnum
CREATE TYPE "instalment_status" AS ENUM ('not_paid', 'partially_paid', 'paid');

-- CreateEnum
CREATE TYPE "sale_status" AS ENUM ('pending', 'approved', 'declined', 'refused');

-- CreateEnum
CREATE TYPE "operation_type" AS ENUM ('replenish', 'withdraw');

-- CreateEnum
CREATE TYPE "wallet_operation_kind" AS ENUM ('inflow', 'outflow', 'investments', 'salary', 'prepaid', 'selling', 'payment', 'transfer', 'construction', 'return_refusal');

-- CreateEnum
CREATE TYPE "employee_balance_kind" AS ENUM ('accrual', 'payment', 'hours');

-- CreateEnum
CREATE TYPE "supplier_operation_kind" AS ENUM ('delivery', 'payment');

-- CreateEnum
CREATE TYPE "sms_status" AS ENUM ('not_sent', 'queued', 'sent', 'failed');

-- CreateEnum
CREATE TYPE "sms_purpose" AS ENUM ('manual', 'recovery', 'reminder');

-- CreateEnum
CREATE TYPE "people_group_kind" AS ENUM ('manual', 'all_clients', 'active_lids', 'debtors', 'overdue_debtors');

-- CreateTable
CREATE TABLE "permission" (
    "code" VARCHAR(64) NOT NULL,
    "name_uz" VARCHAR(200) NOT NULL,
    "name_ru" VARCHAR(200) NOT NULL,

    CONSTRAINT "permission_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "role" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "role_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "role_permission" (
    "role_id" INTEGER NOT NULL,
    "permission_code" VARCHAR(64) NOT NULL,

    CONSTRAINT "role_permission_pkey" PRIMARY KEY ("role_id","permission_code")
);

-- CreateTable
CREATE TABLE "user" (
    "id" SERIAL NOT NULL,
    "phone_number" VARCHAR(20) NOT NULL,
    "full_name" VARCHAR(200) NOT NULL,
    "position" VARCHAR(200),
    "password_hash" VARCHAR(200) NOT NULL,
    "profile_image_id" INTEGER,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "date_of_birth" DATE,
    "date_joined" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "role_id" INTEGER NOT NULL,
    "token_version" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "refresh_token" (
    "id" UUID NOT NULL,
    "user_id" INTEGER NOT NULL,
    "family_id" UUID NOT NULL,
    "token_hash" VARCHAR(64) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "refresh_token_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "login_attempt" (
    "id" SERIAL NOT NULL,
    "phone" VARCHAR(64) NOT NULL,
    "ip" VARCHAR(64) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "login_attempt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "password_reset_code" (
    "id" SERIAL NOT NULL,
    "phone" VARCHAR(20) NOT NULL,
    "user_id" INTEGER,
    "code_hash" VARCHAR(128) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "password_reset_code_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "verification_key" (
    "id" SERIAL NOT NULL,
    "key_hash" VARCHAR(128) NOT NULL,
    "user_id" INTEGER NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "verification_key_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "idempotency_key" (
    "id" SERIAL NOT NULL,
    "key" VARCHAR(255) NOT NULL,
    "user_id" INTEGER NOT NULL,
    "method" VARCHAR(10) NOT NULL,
    "path" VARCHAR(500) NOT NULL,
    "request_hash" VARCHAR(64) NOT NULL,
    "status_code" INTEGER,
    "response" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completed_at" TIMESTAMPTZ(3),

    CONSTRAINT "idempotency_key_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "document" (
    "id" SERIAL NOT NULL,
    "kind" "document_kind" NOT NULL,
    "path" VARCHAR(500) NOT NULL,
    "mime" VARCHAR(100) NOT NULL,
    "size" INTEGER NOT NULL,
    "original_name" VARCHAR(255) NOT NULL,
    "created_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "document_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "currency" (
    "id" SERIAL NOT NULL,
    "code" VARCHAR(3) NOT NULL,
    "symbol" VARCHAR(10) NOT NULL,
    "name_uz" VARCHAR(100) NOT NULL,
    "name_ru" VARCHAR(100) NOT NULL,

    CONSTRAINT "currency_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "exchange_rate" (
    "id" SERIAL NOT NULL,
    "date" DATE NOT NULL,
    "currency_id" INTEGER NOT NULL,
    "rate" DECIMAL(18,6) NOT NULL,
    "source" VARCHAR(20) NOT NULL DEFAULT 'manual',
    "created_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "exchange_rate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "room_status" (
    "id" SERIAL NOT NULL,
    "code" VARCHAR(32) NOT NULL,
    "name_uz" VARCHAR(100) NOT NULL,
    "name_ru" VARCHAR(100) NOT NULL,
    "color" VARCHAR(16),

    CONSTRAINT "room_status_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "region" (
    "id" SERIAL NOT NULL,
    "code" VARCHAR(10),
    "name_uz" VARCHAR(100) NOT NULL,
    "name_ru" VARCHAR(100) NOT NULL,

    CONSTRAINT "region_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "city" (
    "id" SERIAL NOT NULL,
    "region_id" INTEGER NOT NULL,
    "name_uz" VARCHAR(100) NOT NULL,
    "name_ru" VARCHAR(100) NOT NULL,

    CONSTRAINT "city_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payment_method" (
    "id" SERIAL NOT NULL,
    "code" VARCHAR(32) NOT NULL,
    "name_uz" VARCHAR(100) NOT NULL,
    "name_ru" VARCHAR(100) NOT NULL,
    "is_active" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "payment_method_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "debt_type" (
    "id" SERIAL NOT NULL,
    "code" VARCHAR(32) NOT NULL,
    "name_uz" VARCHAR(100) NOT NULL,
    "name_ru" VARCHAR(100) NOT NULL,

    CONSTRAINT "debt_type_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "credit_period" (
    "id" SERIAL NOT NULL,
    "months" INTEGER NOT NULL,
    "name_uz" VARCHAR(100) NOT NULL,
    "name_ru" VARCHAR(100) NOT NULL,

    CONSTRAINT "credit_period_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lid_status" (
    "id" SERIAL NOT NULL,
    "code" VARCHAR(32) NOT NULL,
    "name_uz" VARCHAR(100) NOT NULL,
    "name_ru" VARCHAR(100) NOT NULL,

    CONSTRAINT "lid_status_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lid_source" (
    "id" SERIAL NOT NULL,
    "code" VARCHAR(32) NOT NULL,
    "name_uz" VARCHAR(100) NOT NULL,
    "name_ru" VARCHAR(100) NOT NULL,

    CONSTRAINT "lid_source_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "investor_type" (
    "id" SERIAL NOT NULL,
    "code" VARCHAR(32) NOT NULL,
    "name_uz" VARCHAR(100) NOT NULL,
    "name_ru" VARCHAR(100) NOT NULL,

    CONSTRAINT "investor_type_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "salary_type" (
    "id" SERIAL NOT NULL,
    "code" VARCHAR(32) NOT NULL,
    "name_uz" VARCHAR(100) NOT NULL,
    "name_ru" VARCHAR(100) NOT NULL,

    CONSTRAINT "salary_type_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "client_status" (
    "id" SERIAL NOT NULL,
    "code" VARCHAR(32) NOT NULL,
    "name_uz" VARCHAR(100) NOT NULL,
    "name_ru" VARCHAR(100) NOT NULL,

    CONSTRAINT "client_status_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "supplier_material" (
    "id" SERIAL NOT NULL,
    "code" VARCHAR(32) NOT NULL,
    "name_uz" VARCHAR(100) NOT NULL,
    "name_ru" VARCHAR(100) NOT NULL,

    CONSTRAINT "supplier_material_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "building" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "floor_count" INTEGER NOT NULL,
    "room_count" INTEGER NOT NULL,
    "entrance_count" INTEGER NOT NULL,
    "address" VARCHAR(500),
    "created_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "building_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "building_photo" (
    "building_id" INTEGER NOT NULL,
    "document_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "building_photo_pkey" PRIMARY KEY ("building_id","document_id")
);

-- CreateTable
CREATE TABLE "building_block" (
    "id" SERIAL NOT NULL,
    "building_id" INTEGER NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "building_block_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "building_group" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "building_group_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "building_group_building" (
    "building_group_id" INTEGER NOT NULL,
    "building_id" INTEGER NOT NULL,

    CONSTRAINT "building_group_building_pkey" PRIMARY KEY ("building_group_id","building_id")
);

-- CreateTable
CREATE TABLE "room" (
    "id" SERIAL NOT NULL,
    "building_id" INTEGER NOT NULL,
    "block_id" INTEGER,
    "number" VARCHAR(20) NOT NULL,
    "floor" INTEGER NOT NULL,
    "entrance" INTEGER NOT NULL,
    "area" DECIMAL(10,2) NOT NULL,
    "rooms_count" INTEGER,
    "status_id" INTEGER NOT NULL DEFAULT 1,
    "price" DECIMAL(20,2) NOT NULL,
    "currency_id" INTEGER NOT NULL,
    "description" TEXT,
    "client_id" INTEGER,
    "lid_id" INTEGER,
    "booking_end_date" DATE,
    "photo_id" INTEGER,
    "is_resold" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "room_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "client" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "phone_number" VARCHAR(20) NOT NULL,
    "company_name" VARCHAR(200),
    "region_id" INTEGER,
    "city_id" INTEGER,
    "status_id" INTEGER NOT NULL DEFAULT 1,
    "created_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "client_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "client_phone" (
    "id" SERIAL NOT NULL,
    "client_id" INTEGER NOT NULL,
    "phone_number" VARCHAR(20) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "client_phone_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "client_debt" (
    "id" SERIAL NOT NULL,
    "client_id" INTEGER NOT NULL,
    "room_id" INTEGER NOT NULL,
    "sale_id" INTEGER,
    "currency_id" INTEGER NOT NULL,
    "debt_type_id" INTEGER,
    "credit_period_id" INTEGER,
    "all_debt" DECIMAL(20,2) NOT NULL,
    "monthly_amount" DECIMAL(20,2) NOT NULL DEFAULT 0,
    "current_debt" DECIMAL(20,2) NOT NULL,
    "payment_date" DATE NOT NULL,
    "is_closed" BOOLEAN NOT NULL DEFAULT false,
    "closed_reason" "debt_closed_reason",
    "closed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "client_debt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "debt_instalment" (
    "id" SERIAL NOT NULL,
    "client_debt_id" INTEGER NOT NULL,
    "month" INTEGER NOT NULL,
    "amount" DECIMAL(20,2) NOT NULL,
    "paid_amount" DECIMAL(20,2) NOT NULL DEFAULT 0,
    "payment_date" DATE NOT NULL,
    "status" "instalment_status" NOT NULL DEFAULT 'not_paid',
    "paid_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "debt_instalment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payment_report" (
    "id" SERIAL NOT NULL,
    "client_id" INTEGER NOT NULL,
    "client_debt_id" INTEGER NOT NULL,
    "wallet_id" INTEGER NOT NULL,
    "wallet_operation_id" INTEGER,
    "method_id" INTEGER,
    "amount" DECIMAL(20,2) NOT NULL,
    "currency_id" INTEGER NOT NULL DEFAULT 1,
    "exchange_rate" DECIMAL(18,6) NOT NULL DEFAULT 1,
    "applied_amount" DECIMAL(20,2) NOT NULL,
    "description" TEXT,
    "payment_date" DATE NOT NULL,
    "executor_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payment_report_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payment_allocation" (
    "id" SERIAL NOT NULL,
    "payment_report_id" INTEGER NOT NULL,
    "debt_instalment_id" INTEGER NOT NULL,
    "amount" DECIMAL(20,2) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payment_allocation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lid" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "company_name" VARCHAR(200),
    "phone_number" VARCHAR(20) NOT NULL,
    "status_id" INTEGER NOT NULL DEFAULT 1,
    "region_id" INTEGER,
    "city_id" INTEGER,
    "seller_id" INTEGER,
    "operator_id" INTEGER,
    "note" TEXT,
    "source_of_interest_id" INTEGER,
    "call_date" DATE,
    "next_call_date" DATE,
    "archived" BOOLEAN NOT NULL DEFAULT false,
    "converted_client_id" INTEGER,
    "converted_at" TIMESTAMPTZ(3),
    "created_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lid_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lid_talk" (
    "id" SERIAL NOT NULL,
    "lid_id" INTEGER NOT NULL,
    "talk_date" TIMESTAMPTZ(3) NOT NULL,
    "result" TEXT NOT NULL,
    "created_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lid_talk_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sale" (
    "id" SERIAL NOT NULL,
    "room_id" INTEGER NOT NULL,
    "client_id" INTEGER,
    "lid_id" INTEGER,
    "wallet_id" INTEGER NOT NULL,
    "currency_id" INTEGER NOT NULL DEFAULT 2,
    "sold_amount" DECIMAL(20,2) NOT NULL,
    "paid_amount" DECIMAL(20,2) NOT NULL DEFAULT 0,
    "debt_amount" DECIMAL(20,2) NOT NULL DEFAULT 0,
    "monthly_amount" DECIMAL(20,2),
    "method_id" INTEGER,
    "exchange_rate" DECIMAL(18,6) NOT NULL DEFAULT 1,
    "debt_type_id" INTEGER,
    "credit_period_id" INTEGER,
    "payment_date" DATE,
    "schedule" JSONB,
    "comment" TEXT,
    "status" "sale_status" NOT NULL DEFAULT 'pending',
    "previous_room_status_id" INTEGER,
    "created_by_id" INTEGER NOT NULL,
    "approved_by_id" INTEGER,
    "approved_at" TIMESTAMPTZ(3),
    "declined_by_id" INTEGER,
    "declined_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sale_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "refusal" (
    "id" SERIAL NOT NULL,
    "sale_id" INTEGER NOT NULL,
    "comment" TEXT,
    "refund_due" DECIMAL(20,2) NOT NULL,
    "refunded_amount" DECIMAL(20,2) NOT NULL DEFAULT 0,
    "currency_id" INTEGER NOT NULL,
    "created_by_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "refusal_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "wallet" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "currency_id" INTEGER NOT NULL,
    "balance" DECIMAL(20,2) NOT NULL DEFAULT 0,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "wallet_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "wallet_operation" (
    "id" SERIAL NOT NULL,
    "wallet_id" INTEGER NOT NULL,
    "operation_type" "operation_type" NOT NULL,
    "kind" "wallet_operation_kind" NOT NULL,
    "amount" DECIMAL(20,2) NOT NULL,
    "method_id" INTEGER NOT NULL,
    "comment" TEXT,
    "exchange_rate" DECIMAL(18,6) NOT NULL DEFAULT 1,
    "amount_usd" DECIMAL(20,2) NOT NULL,
    "executor_id" INTEGER NOT NULL,
    "date" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reversal_of_id" INTEGER,
    "transfer_group" UUID,
    "employee_id" INTEGER,
    "salary_date" DATE,
    "construction_id" INTEGER,
    "refusal_id" INTEGER,
    "sale_id" INTEGER,
    "investor_id" INTEGER,
    "supplier_operation_id" INTEGER,
    "client_id" INTEGER,
    "payment_report_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "wallet_operation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "investor" (
    "id" SERIAL NOT NULL,
    "phone_number" VARCHAR(20) NOT NULL,
    "first_name" VARCHAR(140) NOT NULL,
    "last_name" VARCHAR(140) NOT NULL,
    "investor_type_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "investor_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "employee" (
    "id" SERIAL NOT NULL,
    "first_name" VARCHAR(140) NOT NULL,
    "last_name" VARCHAR(140) NOT NULL,
    "position" VARCHAR(200) NOT NULL,
    "salary_type_id" INTEGER NOT NULL,
    "hourly_rate" DECIMAL(20,2),
    "salary" DECIMAL(20,2),
    "salary_currency_id" INTEGER NOT NULL,
    "phone_number" VARCHAR(20),
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "employee_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "employee_balance" (
    "id" SERIAL NOT NULL,
    "employee_id" INTEGER NOT NULL,
    "kind" "employee_balance_kind" NOT NULL,
    "amount" DECIMAL(20,2) NOT NULL,
    "currency_id" INTEGER NOT NULL,
    "hours" DECIMAL(8,2),
    "hourly_rate" DECIMAL(20,2),
    "salary_month" DATE,
    "work_date" DATE,
    "wallet_operation_id" INTEGER,
    "comment" TEXT,
    "created_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "employee_balance_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "supplier" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "material_id" INTEGER NOT NULL,
    "phone_number" VARCHAR(20),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "supplier_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "supplier_operation" (
    "id" SERIAL NOT NULL,
    "supplier_id" INTEGER NOT NULL,
    "kind" "supplier_operation_kind" NOT NULL,
    "date" DATE NOT NULL,
    "floor" INTEGER,
    "material_id" INTEGER,
    "model" VARCHAR(200),
    "unit" VARCHAR(50),
    "unit_amount" DECIMAL(14,3),
    "unit_price" DECIMAL(20,2),
    "operation_price" DECIMAL(20,2),
    "currency_id" INTEGER NOT NULL,
    "wallet_id" INTEGER,
    "wallet_payment" DECIMAL(20,2),
    "fee_percentage" DECIMAL(5,2),
    "actual_payment" DECIMAL(20,2),
    "actual_payment_usd" DECIMAL(20,2),
    "exchange_rate" DECIMAL(18,6) NOT NULL DEFAULT 1,
    "sale_id" INTEGER,
    "machine_number" VARCHAR(50),
    "comment" TEXT,
    "construction_id" INTEGER,
    "wallet_operation_id" INTEGER,
    "created_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "supplier_operation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "construction_project" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "floor_count" INTEGER NOT NULL,
    "room_count" INTEGER NOT NULL,
    "entrance_count" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "construction_project_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sms_message" (
    "id" SERIAL NOT NULL,
    "recipient" VARCHAR(20) NOT NULL,
    "client_id" INTEGER,
    "lid_id" INTEGER,
    "people_group_id" INTEGER,
    "text" TEXT NOT NULL,
    "status" "sms_status" NOT NULL DEFAULT 'not_sent',
    "purpose" "sms_purpose" NOT NULL DEFAULT 'manual',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "sent_at" TIMESTAMPTZ(3),
    "error" TEXT,
    "provider_message_id" VARCHAR(100),
    "dedupe_key" VARCHAR(200),
    "created_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sms_message_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "people_group" (
    "id" SERIAL NOT NULL,
    "name_uz" VARCHAR(200) NOT NULL,
    "name_ru" VARCHAR(200) NOT NULL,
    "kind" "people_group_kind" NOT NULL DEFAULT 'manual',
    "created_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "people_group_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "people_group_member" (
    "id" SERIAL NOT NULL,
    "people_group_id" INTEGER NOT NULL,
    "client_id" INTEGER,
    "lid_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "people_group_member_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "role_name_key" ON "role"("name");

-- CreateIndex
CREATE INDEX "role_permission_permission_code_idx" ON "role_permission"("permission_code");

-- CreateIndex
CREATE UNIQUE INDEX "user_phone_number_key" ON "user"("phone_number");

-- CreateIndex
CREATE INDEX "user_role_id_idx" ON "user"("role_id");

-- CreateIndex
CREATE INDEX "user_full_name_idx" ON "user"("full_name");

-- CreateIndex
CREATE INDEX "user_date_joined_idx" ON "user"("date_joined");

-- CreateIndex
CREATE INDEX "user_profile_image_id_idx" ON "user"("profile_image_id");

-- CreateIndex
CREATE UNIQUE INDEX "refresh_token_token_hash_key" ON "refresh_token"("token_hash");

-- CreateIndex
CREATE INDEX "refresh_token_user_id_idx" ON "refresh_token"("user_id");

-- CreateIndex
CREATE INDEX "refresh_token_family_id_idx" ON "refresh_token"("family_id");

-- CreateIndex
CREATE INDEX "login_attempt_phone_ip_created_at_idx" ON "login_attempt"("phone", "ip", "created_at");

-- CreateIndex
CREATE INDEX "login_attempt_created_at_idx" ON "login_attempt"("created_at");

-- CreateIndex
CREATE INDEX "password_reset_code_phone_created_at_idx" ON "password_reset_code"("phone", "created_at");

-- CreateIndex
CREATE INDEX "password_reset_code_user_id_idx" ON "password_reset_code"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "verification_key_key_hash_key" ON "verification_key"("key_hash");

-- CreateIndex
CREATE INDEX "verification_key_user_id_idx" ON "verification_key"("user_id");

-- CreateIndex
CREATE INDEX "idempotency_key_created_at_idx" ON "idempotency_key"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "idempotency_key_user_id_key_key" ON "idempotency_key"("user_id", "key");

-- CreateIndex
CREATE UNIQUE INDEX "document_path_key" ON "document"("path");

-- CreateIndex
CREATE INDEX "document_kind_created_at_idx" ON "document"("kind", "created_at");

-- CreateIndex
CREATE INDEX "document_created_by_id_idx" ON "document"("created_by_id");

-- CreateIndex
CREATE UNIQUE INDEX "currency_code_key" ON "currency"("code");

-- CreateIndex
CREATE INDEX "exchange_rate_date_idx" ON "exchange_rate"("date");

-- CreateIndex
CREATE INDEX "exchange_rate_created_by_id_idx" ON "exchange_rate"("created_by_id");

-- CreateIndex
CREATE UNIQUE INDEX "exchange_rate_currency_id_date_key" ON "exchange_rate"("currency_id", "date");

-- CreateIndex
CREATE UNIQUE INDEX "room_status_code_key" ON "room_status"("code");

-- CreateIndex
CREATE UNIQUE INDEX "region_code_key" ON "region"("code");

-- CreateIndex
CREATE INDEX "city_region_id_idx" ON "city"("region_id");

-- CreateIndex
CREATE UNIQUE INDEX "payment_method_code_key" ON "payment_method"("code");

-- CreateIndex
CREATE UNIQUE INDEX "debt_type_code_key" ON "debt_type"("code");

-- CreateIndex
CREATE UNIQUE INDEX "credit_period_months_key" ON "credit_period"("months");

-- CreateIndex
CREATE UNIQUE INDEX "lid_status_code_key" ON "lid_status"("code");

-- CreateIndex
CREATE UNIQUE INDEX "lid_source_code_key" ON "lid_source"("code");

-- CreateIndex
CREATE UNIQUE INDEX "investor_type_code_key" ON "investor_type"("code");

-- CreateIndex
CREATE UNIQUE INDEX "salary_type_code_key" ON "salary_type"("code");

-- CreateIndex
CREATE UNIQUE INDEX "client_status_code_key" ON "client_status"("code");

-- CreateIndex
CREATE UNIQUE INDEX "supplier_material_code_key" ON "supplier_material"("code");

-- CreateIndex
CREATE INDEX "building_name_idx" ON "building"("name");

-- CreateIndex
CREATE INDEX "building_created_at_idx" ON "building"("created_at");

-- CreateIndex
CREATE INDEX "building_created_by_id_idx" ON "building"("created_by_id");

-- CreateIndex
CREATE INDEX "building_photo_document_id_idx" ON "building_photo"("document_id");

-- CreateIndex
CREATE INDEX "building_block_name_idx" ON "building_block"("name");

-- CreateIndex
CREATE UNIQUE INDEX "building_block_building_id_name_key" ON "building_block"("building_id", "name");

-- CreateIndex
CREATE INDEX "building_group_name_idx" ON "building_group"("name");

-- CreateIndex
CREATE INDEX "building_group_created_at_idx" ON "building_group"("created_at");

-- CreateIndex
CREATE INDEX "building_group_building_building_id_idx" ON "building_group_building"("building_id");

-- CreateIndex
CREATE INDEX "room_building_id_floor_idx" ON "room"("building_id", "floor");

-- CreateIndex
CREATE INDEX "room_building_id_entrance_idx" ON "room"("building_id", "entrance");

-- CreateIndex
CREATE INDEX "room_building_id_status_id_idx" ON "room"("building_id", "status_id");

-- CreateIndex
CREATE INDEX "room_status_id_booking_end_date_idx" ON "room"("status_id", "booking_end_date");

-- CreateIndex
CREATE INDEX "room_block_id_idx" ON "room"("block_id");

-- CreateIndex
CREATE INDEX "room_area_idx" ON "room"("area");

-- CreateIndex
CREATE INDEX "room_rooms_count_idx" ON "room"("rooms_count");

-- CreateIndex
CREATE INDEX "room_price_idx" ON "room"("price");

-- CreateIndex
CREATE INDEX "room_currency_id_idx" ON "room"("currency_id");

-- CreateIndex
CREATE INDEX "room_client_id_idx" ON "room"("client_id");

-- CreateIndex
CREATE INDEX "room_lid_id_idx" ON "room"("lid_id");

-- CreateIndex
CREATE INDEX "room_photo_id_idx" ON "room"("photo_id");

-- CreateIndex
CREATE INDEX "room_created_at_idx" ON "room"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "room_building_id_number_key" ON "room"("building_id", "number");

-- CreateIndex
CREATE INDEX "client_phone_number_idx" ON "client"("phone_number");

-- CreateIndex
CREATE INDEX "client_name_idx" ON "client"("name");

-- CreateIndex
CREATE INDEX "client_region_id_idx" ON "client"("region_id");

-- CreateIndex
CREATE INDEX "client_city_id_idx" ON "client"("city_id");

-- CreateIndex
CREATE INDEX "client_status_id_idx" ON "client"("status_id");

-- CreateIndex
CREATE INDEX "client_created_by_id_idx" ON "client"("created_by_id");

-- CreateIndex
CREATE INDEX "client_created_at_idx" ON "client"("created_at");

-- CreateIndex
CREATE INDEX "client_phone_phone_number_idx" ON "client_phone"("phone_number");

-- CreateIndex
CREATE UNIQUE INDEX "client_phone_client_id_phone_number_key" ON "client_phone"("client_id", "phone_number");

-- CreateIndex
CREATE UNIQUE INDEX "client_debt_sale_id_key" ON "client_debt"("sale_id");

-- CreateIndex
CREATE INDEX "client_debt_client_id_idx" ON "client_debt"("client_id");

-- CreateIndex
CREATE INDEX "client_debt_room_id_idx" ON "client_debt"("room_id");

-- CreateIndex
CREATE INDEX "client_debt_currency_id_idx" ON "client_debt"("currency_id");

-- CreateIndex
CREATE INDEX "client_debt_debt_type_id_idx" ON "client_debt"("debt_type_id");

-- CreateIndex
CREATE INDEX "client_debt_credit_period_id_idx" ON "client_debt"("credit_period_id");

-- CreateIndex
CREATE INDEX "client_debt_is_closed_payment_date_idx" ON "client_debt"("is_closed", "payment_date");

-- CreateIndex
CREATE INDEX "client_debt_current_debt_idx" ON "client_debt"("current_debt");

-- CreateIndex
CREATE INDEX "client_debt_created_at_idx" ON "client_debt"("created_at");

-- CreateIndex
CREATE INDEX "debt_instalment_client_debt_id_payment_date_idx" ON "debt_instalment"("client_debt_id", "payment_date");

-- CreateIndex
CREATE INDEX "debt_instalment_status_payment_date_idx" ON "debt_instalment"("status", "payment_date");

-- CreateIndex
CREATE INDEX "debt_instalment_payment_date_idx" ON "debt_instalment"("payment_date");

-- CreateIndex
CREATE UNIQUE INDEX "debt_instalment_client_debt_id_month_key" ON "debt_instalment"("client_debt_id", "month");

-- CreateIndex
CREATE UNIQUE INDEX "payment_report_wallet_operation_id_key" ON "payment_report"("wallet_operation_id");

-- CreateIndex
CREATE INDEX "payment_report_client_id_payment_date_idx" ON "payment_report"("client_id", "payment_date");

-- CreateIndex
CREATE INDEX "payment_report_client_debt_id_idx" ON "payment_report"("client_debt_id");

-- CreateIndex
CREATE INDEX "payment_report_wallet_id_idx" ON "payment_report"("wallet_id");

-- CreateIndex
CREATE INDEX "payment_report_method_id_idx" ON "payment_report"("method_id");

-- CreateIndex
CREATE INDEX "payment_report_currency_id_idx" ON "payment_report"("currency_id");

-- CreateIndex
CREATE INDEX "payment_report_executor_id_idx" ON "payment_report"("executor_id");

-- CreateIndex
CREATE INDEX "payment_report_payment_date_idx" ON "payment_report"("payment_date");

-- CreateIndex
CREATE INDEX "payment_report_created_at_idx" ON "payment_report"("created_at");

-- CreateIndex
CREATE INDEX "payment_allocation_debt_instalment_id_idx" ON "payment_allocation"("debt_instalment_id");

-- CreateIndex
CREATE UNIQUE INDEX "payment_allocation_payment_report_id_debt_instalment_id_key" ON "payment_allocation"("payment_report_id", "debt_instalment_id");

-- CreateIndex
CREATE UNIQUE INDEX "lid_converted_client_id_key" ON "lid"("converted_client_id");

-- CreateIndex
CREATE INDEX "lid_archived_status_id_idx" ON "lid"("archived", "status_id");

-- CreateIndex
CREATE INDEX "lid_status_id_idx" ON "lid"("status_id");

-- CreateIndex
CREATE INDEX "lid_phone_number_idx" ON "lid"("phone_number");

-- CreateIndex
CREATE INDEX "lid_name_idx" ON "lid"("name");

-- CreateIndex
CREATE INDEX "lid_region_id_idx" ON "lid"("region_id");

-- CreateIndex
CREATE INDEX "lid_city_id_idx" ON "lid"("city_id");

-- CreateIndex
CREATE INDEX "lid_seller_id_idx" ON "lid"("seller_id");

-- CreateIndex
CREATE INDEX "lid_operator_id_idx" ON "lid"("operator_id");

-- CreateIndex
CREATE INDEX "lid_source_of_interest_id_idx" ON "lid"("source_of_interest_id");

-- CreateIndex
CREATE INDEX "lid_call_date_idx" ON "lid"("call_date");

-- CreateIndex
CREATE INDEX "lid_next_call_date_idx" ON "lid"("next_call_date");

-- CreateIndex
CREATE INDEX "lid_created_by_id_idx" ON "lid"("created_by_id");

-- CreateIndex
CREATE INDEX "lid_created_at_idx" ON "lid"("created_at");

-- CreateIndex
CREATE INDEX "lid_talk_lid_id_talk_date_idx" ON "lid_talk"("lid_id", "talk_date");

-- CreateIndex
CREATE INDEX "lid_talk_talk_date_idx" ON "lid_talk"("talk_date");

-- CreateIndex
CREATE INDEX "lid_talk_created_by_id_idx" ON "lid_talk"("created_by_id");

-- CreateIndex
CREATE INDEX "sale_room_id_idx" ON "sale"("room_id");

-- CreateIndex
CREATE INDEX "sale_client_id_idx" ON "sale"("client_id");

-- CreateIndex
CREATE INDEX "sale_lid_id_idx" ON "sale"("lid_id");

-- CreateIndex
CREATE INDEX "sale_wallet_id_idx" ON "sale"("wallet_id");

-- CreateIndex
CREATE INDEX "sale_currency_id_idx" ON "sale"("currency_id");

-- CreateIndex
CREATE INDEX "sale_method_id_idx" ON "sale"("method_id");

-- CreateIndex
CREATE INDEX "sale_debt_type_id_idx" ON "sale"("debt_type_id");

-- CreateIndex
CREATE INDEX "sale_credit_period_id_idx" ON "sale"("credit_period_id");

-- CreateIndex
CREATE INDEX "sale_previous_room_status_id_idx" ON "sale"("previous_room_status_id");

-- CreateIndex
CREATE INDEX "sale_status_created_at_idx" ON "sale"("status", "created_at");

-- CreateIndex
CREATE INDEX "sale_created_by_id_idx" ON "sale"("created_by_id");

-- CreateIndex
CREATE INDEX "sale_approved_by_id_idx" ON "sale"("approved_by_id");

-- CreateIndex
CREATE INDEX "sale_declined_by_id_idx" ON "sale"("declined_by_id");

-- CreateIndex
CREATE INDEX "sale_approved_at_idx" ON "sale"("approved_at");

-- CreateIndex
CREATE INDEX "sale_payment_date_idx" ON "sale"("payment_date");

-- CreateIndex
CREATE INDEX "sale_created_at_idx" ON "sale"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "refusal_sale_id_key" ON "refusal"("sale_id");

-- CreateIndex
CREATE INDEX "refusal_currency_id_idx" ON "refusal"("currency_id");

-- CreateIndex
CREATE INDEX "refusal_created_by_id_idx" ON "refusal"("created_by_id");

-- CreateIndex
CREATE INDEX "refusal_created_at_idx" ON "refusal"("created_at");

-- CreateIndex
CREATE INDEX "wallet_currency_id_idx" ON "wallet"("currency_id");

-- CreateIndex
CREATE INDEX "wallet_name_idx" ON "wallet"("name");

-- CreateIndex
CREATE INDEX "wallet_balance_idx" ON "wallet"("balance");

-- CreateIndex
CREATE INDEX "wallet_created_at_idx" ON "wallet"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "wallet_operation_reversal_of_id_key" ON "wallet_operation"("reversal_of_id");

-- CreateIndex
CREATE INDEX "wallet_operation_wallet_id_date_idx" ON "wallet_operation"("wallet_id", "date");

-- CreateIndex
CREATE INDEX "wallet_operation_kind_idx" ON "wallet_operation"("kind");

-- CreateIndex
CREATE INDEX "wallet_operation_operation_type_idx" ON "wallet_operation"("operation_type");

-- CreateIndex
CREATE INDEX "wallet_operation_date_idx" ON "wallet_operation"("date");

-- CreateIndex
CREATE INDEX "wallet_operation_method_id_idx" ON "wallet_operation"("method_id");

-- CreateIndex
CREATE INDEX "wallet_operation_executor_id_idx" ON "wallet_operation"("executor_id");

-- CreateIndex
CREATE INDEX "wallet_operation_transfer_group_idx" ON "wallet_operation"("transfer_group");

-- CreateIndex
CREATE INDEX "wallet_operation_employee_id_idx" ON "wallet_operation"("employee_id");

-- CreateIndex
CREATE INDEX "wallet_operation_construction_id_idx" ON "wallet_operation"("construction_id");

-- CreateIndex
CREATE INDEX "wallet_operation_refusal_id_idx" ON "wallet_operation"("refusal_id");

-- CreateIndex
CREATE INDEX "wallet_operation_sale_id_idx" ON "wallet_operation"("sale_id");

-- CreateIndex
CREATE INDEX "wallet_operation_investor_id_idx" ON "wallet_operation"("investor_id");

-- CreateIndex
CREATE INDEX "wallet_operation_supplier_operation_id_idx" ON "wallet_operation"("supplier_operation_id");

-- CreateIndex
CREATE INDEX "wallet_operation_client_id_idx" ON "wallet_operation"("client_id");

-- CreateIndex
CREATE INDEX "wallet_operation_payment_report_id_idx" ON "wallet_operation"("payment_report_id");

-- CreateIndex
CREATE INDEX "wallet_operation_created_at_idx" ON "wallet_operation"("created_at");

-- CreateIndex
CREATE INDEX "investor_phone_number_idx" ON "investor"("phone_number");

-- CreateIndex
CREATE INDEX "investor_last_name_first_name_idx" ON "investor"("last_name", "first_name");

-- CreateIndex
CREATE INDEX "investor_first_name_idx" ON "investor"("first_name");

-- CreateIndex
CREATE INDEX "investor_investor_type_id_idx" ON "investor"("investor_type_id");

-- CreateIndex
CREATE INDEX "investor_created_at_idx" ON "investor"("created_at");

-- CreateIndex
CREATE INDEX "employee_last_name_first_name_idx" ON "employee"("last_name", "first_name");

-- CreateIndex
CREATE INDEX "employee_first_name_idx" ON "employee"("first_name");

-- CreateIndex
CREATE INDEX "employee_position_idx" ON "employee"("position");

-- CreateIndex
CREATE INDEX "employee_salary_type_id_idx" ON "employee"("salary_type_id");

-- CreateIndex
CREATE INDEX "employee_salary_currency_id_idx" ON "employee"("salary_currency_id");

-- CreateIndex
CREATE INDEX "employee_is_active_idx" ON "employee"("is_active");

-- CreateIndex
CREATE INDEX "employee_created_at_idx" ON "employee"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "employee_balance_wallet_operation_id_key" ON "employee_balance"("wallet_operation_id");

-- CreateIndex
CREATE INDEX "employee_balance_employee_id_created_at_idx" ON "employee_balance"("employee_id", "created_at");

-- CreateIndex
CREATE INDEX "employee_balance_employee_id_salary_month_idx" ON "employee_balance"("employee_id", "salary_month");

-- CreateIndex
CREATE INDEX "employee_balance_employee_id_work_date_idx" ON "employee_balance"("employee_id", "work_date");

-- CreateIndex
CREATE INDEX "employee_balance_kind_idx" ON "employee_balance"("kind");

-- CreateIndex
CREATE INDEX "employee_balance_currency_id_idx" ON "employee_balance"("currency_id");

-- CreateIndex
CREATE INDEX "employee_balance_created_by_id_idx" ON "employee_balance"("created_by_id");

-- CreateIndex
CREATE INDEX "employee_balance_created_at_idx" ON "employee_balance"("created_at");

-- CreateIndex
CREATE INDEX "supplier_name_idx" ON "supplier"("name");

-- CreateIndex
CREATE INDEX "supplier_material_id_idx" ON "supplier"("material_id");

-- CreateIndex
CREATE INDEX "supplier_created_at_idx" ON "supplier"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "supplier_operation_wallet_operation_id_key" ON "supplier_operation"("wallet_operation_id");

-- CreateIndex
CREATE INDEX "supplier_operation_supplier_id_date_idx" ON "supplier_operation"("supplier_id", "date");

-- CreateIndex
CREATE INDEX "supplier_operation_kind_idx" ON "supplier_operation"("kind");

-- CreateIndex
CREATE INDEX "supplier_operation_date_idx" ON "supplier_operation"("date");

-- CreateIndex
CREATE INDEX "supplier_operation_floor_idx" ON "supplier_operation"("floor");

-- CreateIndex
CREATE INDEX "supplier_operation_material_id_idx" ON "supplier_operation"("material_id");

-- CreateIndex
CREATE INDEX "supplier_operation_currency_id_idx" ON "supplier_operation"("currency_id");

-- CreateIndex
CREATE INDEX "supplier_operation_wallet_id_idx" ON "supplier_operation"("wallet_id");

-- CreateIndex
CREATE INDEX "supplier_operation_sale_id_idx" ON "supplier_operation"("sale_id");

-- CreateIndex
CREATE INDEX "supplier_operation_construction_id_idx" ON "supplier_operation"("construction_id");

-- CreateIndex
CREATE INDEX "supplier_operation_created_by_id_idx" ON "supplier_operation"("created_by_id");

-- CreateIndex
CREATE INDEX "supplier_operation_created_at_idx" ON "supplier_operation"("created_at");

-- CreateIndex
CREATE INDEX "construction_project_name_idx" ON "construction_project"("name");

-- CreateIndex
CREATE INDEX "construction_project_created_at_idx" ON "construction_project"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "sms_message_dedupe_key_key" ON "sms_message"("dedupe_key");

-- CreateIndex
CREATE INDEX "sms_message_status_created_at_idx" ON "sms_message"("status", "created_at");

-- CreateIndex
CREATE INDEX "sms_message_client_id_created_at_idx" ON "sms_message"("client_id", "created_at");

-- CreateIndex
CREATE INDEX "sms_message_lid_id_idx" ON "sms_message"("lid_id");

-- CreateIndex
CREATE INDEX "sms_message_people_group_id_idx" ON "sms_message"("people_group_id");

-- CreateIndex
CREATE INDEX "sms_message_purpose_idx" ON "sms_message"("purpose");

-- CreateIndex
CREATE INDEX "sms_message_recipient_idx" ON "sms_message"("recipient");

-- CreateIndex
CREATE INDEX "sms_message_created_by_id_idx" ON "sms_message"("created_by_id");

-- CreateIndex
CREATE INDEX "sms_message_created_at_idx" ON "sms_message"("created_at");

-- CreateIndex
CREATE INDEX "people_group_kind_idx" ON "people_group"("kind");

-- CreateIndex
CREATE INDEX "people_group_created_by_id_idx" ON "people_group"("created_by_id");

-- CreateIndex
CREATE INDEX "people_group_member_client_id_idx" ON "people_group_member"("client_id");

-- CreateIndex
CREATE INDEX "people_group_member_lid_id_idx" ON "people_group_member"("lid_id");

-- CreateIndex
CREATE UNIQUE INDEX "people_group_member_people_group_id_client_id_key" ON "people_group_member"("people_group_id", "client_id");

-- CreateIndex
CREATE UNIQUE INDEX "people_group_member_people_group_id_lid_id_key" ON "people_group_member"("people_group_id", "lid_id");

-- AddForeignKey
ALTER TABLE "role_permission" ADD CONSTRAINT "role_permission_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "role"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "role_permission" ADD CONSTRAINT "role_permission_permission_code_fkey" FOREIGN KEY ("permission_code") REFERENCES "permission"("code") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user" ADD CONSTRAINT "user_profile_image_id_fkey" FOREIGN KEY ("profile_image_id") REFERENCES "document"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user" ADD CONSTRAINT "user_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "role"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refresh_token" ADD CONSTRAINT "refresh_token_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "password_reset_code" ADD CONSTRAINT "password_reset_code_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "verification_key" ADD CONSTRAINT "verification_key_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "idempotency_key" ADD CONSTRAINT "idempotency_key_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "document" ADD CONSTRAINT "document_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "exchange_rate" ADD CONSTRAINT "exchange_rate_currency_id_fkey" FOREIGN KEY ("currency_id") REFERENCES "currency"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "exchange_rate" ADD CONSTRAINT "exchange_rate_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "city" ADD CONSTRAINT "city_region_id_fkey" FOREIGN KEY ("region_id") REFERENCES "region"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "building" ADD CONSTRAINT "building_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "building_photo" ADD CONSTRAINT "building_photo_building_id_fkey" FOREIGN KEY ("building_id") REFERENCES "building"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "building_photo" ADD CONSTRAINT "building_photo_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "document"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "building_block" ADD CONSTRAINT "building_block_building_id_fkey" FOREIGN KEY ("building_id") REFERENCES "building"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "building_group_building" ADD CONSTRAINT "building_group_building_building_group_id_fkey" FOREIGN KEY ("building_group_id") REFERENCES "building_group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "building_group_building" ADD CONSTRAINT "building_group_building_building_id_fkey" FOREIGN KEY ("building_id") REFERENCES "building"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "room" ADD CONSTRAINT "room_building_id_fkey" FOREIGN KEY ("building_id") REFERENCES "building"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "room" ADD CONSTRAINT "room_block_id_fkey" FOREIGN KEY ("block_id") REFERENCES "building_block"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "room" ADD CONSTRAINT "room_status_id_fkey" FOREIGN KEY ("status_id") REFERENCES "room_status"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "room" ADD CONSTRAINT "room_currency_id_fkey" FOREIGN KEY ("currency_id") REFERENCES "currency"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "room" ADD CONSTRAINT "room_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "client"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "room" ADD CONSTRAINT "room_lid_id_fkey" FOREIGN KEY ("lid_id") REFERENCES "lid"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "room" ADD CONSTRAINT "room_photo_id_fkey" FOREIGN KEY ("photo_id") REFERENCES "document"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "client" ADD CONSTRAINT "client_region_id_fkey" FOREIGN KEY ("region_id") REFERENCES "region"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "client" ADD CONSTRAINT "client_city_id_fkey" FOREIGN KEY ("city_id") REFERENCES "city"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "client" ADD CONSTRAINT "client_status_id_fkey" FOREIGN KEY ("status_id") REFERENCES "client_status"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "client" ADD CONSTRAINT "client_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "client_phone" ADD CONSTRAINT "client_phone_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "client_debt" ADD CONSTRAINT "client_debt_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "client"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "client_debt" ADD CONSTRAINT "client_debt_room_id_fkey" FOREIGN KEY ("room_id") REFERENCES "room"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "client_debt" ADD CONSTRAINT "client_debt_sale_id_fkey" FOREIGN KEY ("sale_id") REFERENCES "sale"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "client_debt" ADD CONSTRAINT "client_debt_currency_id_fkey" FOREIGN KEY ("currency_id") REFERENCES "currency"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "client_debt" ADD CONSTRAINT "client_debt_debt_type_id_fkey" FOREIGN KEY ("debt_type_id") REFERENCES "debt_type"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "client_debt" ADD CONSTRAINT "client_debt_credit_period_id_fkey" FOREIGN KEY ("credit_period_id") REFERENCES "credit_period"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "debt_instalment" ADD CONSTRAINT "debt_instalment_client_debt_id_fkey" FOREIGN KEY ("client_debt_id") REFERENCES "client_debt"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_report" ADD CONSTRAINT "payment_report_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "client"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_report" ADD CONSTRAINT "payment_report_client_debt_id_fkey" FOREIGN KEY ("client_debt_id") REFERENCES "client_debt"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_report" ADD CONSTRAINT "payment_report_wallet_id_fkey" FOREIGN KEY ("wallet_id") REFERENCES "wallet"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_report" ADD CONSTRAINT "payment_report_wallet_operation_id_fkey" FOREIGN KEY ("wallet_operation_id") REFERENCES "wallet_operation"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_report" ADD CONSTRAINT "payment_report_method_id_fkey" FOREIGN KEY ("method_id") REFERENCES "payment_method"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_report" ADD CONSTRAINT "payment_report_currency_id_fkey" FOREIGN KEY ("currency_id") REFERENCES "currency"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_report" ADD CONSTRAINT "payment_report_executor_id_fkey" FOREIGN KEY ("executor_id") REFERENCES "user"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_allocation" ADD CONSTRAINT "payment_allocation_payment_report_id_fkey" FOREIGN KEY ("payment_report_id") REFERENCES "payment_report"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_allocation" ADD CONSTRAINT "payment_allocation_debt_instalment_id_fkey" FOREIGN KEY ("debt_instalment_id") REFERENCES "debt_instalment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lid" ADD CONSTRAINT "lid_status_id_fkey" FOREIGN KEY ("status_id") REFERENCES "lid_status"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lid" ADD CONSTRAINT "lid_region_id_fkey" FOREIGN KEY ("region_id") REFERENCES "region"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lid" ADD CONSTRAINT "lid_city_id_fkey" FOREIGN KEY ("city_id") REFERENCES "city"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lid" ADD CONSTRAINT "lid_seller_id_fkey" FOREIGN KEY ("seller_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lid" ADD CONSTRAINT "lid_operator_id_fkey" FOREIGN KEY ("operator_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lid" ADD CONSTRAINT "lid_source_of_interest_id_fkey" FOREIGN KEY ("source_of_interest_id") REFERENCES "lid_source"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lid" ADD CONSTRAINT "lid_converted_client_id_fkey" FOREIGN KEY ("converted_client_id") REFERENCES "client"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lid" ADD CONSTRAINT "lid_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lid_talk" ADD CONSTRAINT "lid_talk_lid_id_fkey" FOREIGN KEY ("lid_id") REFERENCES "lid"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lid_talk" ADD CONSTRAINT "lid_talk_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sale" ADD CONSTRAINT "sale_room_id_fkey" FOREIGN KEY ("room_id") REFERENCES "room"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sale" ADD CONSTRAINT "sale_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "client"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sale" ADD CONSTRAINT "sale_lid_id_fkey" FOREIGN KEY ("lid_id") REFERENCES "lid"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sale" ADD CONSTRAINT "sale_wallet_id_fkey" FOREIGN KEY ("wallet_id") REFERENCES "wallet"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sale" ADD CONSTRAINT "sale_currency_id_fkey" FOREIGN KEY ("currency_id") REFERENCES "currency"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sale" ADD CONSTRAINT "sale_method_id_fkey" FOREIGN KEY ("method_id") REFERENCES "payment_method"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sale" ADD CONSTRAINT "sale_debt_type_id_fkey" FOREIGN KEY ("debt_type_id") REFERENCES "debt_type"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sale" ADD CONSTRAINT "sale_credit_period_id_fkey" FOREIGN KEY ("credit_period_id") REFERENCES "credit_period"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sale" ADD CONSTRAINT "sale_previous_room_status_id_fkey" FOREIGN KEY ("previous_room_status_id") REFERENCES "room_status"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sale" ADD CONSTRAINT "sale_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "user"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sale" ADD CONSTRAINT "sale_approved_by_id_fkey" FOREIGN KEY ("approved_by_id") REFERENCES "user"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sale" ADD CONSTRAINT "sale_declined_by_id_fkey" FOREIGN KEY ("declined_by_id") REFERENCES "user"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refusal" ADD CONSTRAINT "refusal_sale_id_fkey" FOREIGN KEY ("sale_id") REFERENCES "sale"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refusal" ADD CONSTRAINT "refusal_currency_id_fkey" FOREIGN KEY ("currency_id") REFERENCES "currency"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refusal" ADD CONSTRAINT "refusal_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "user"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wallet" ADD CONSTRAINT "wallet_currency_id_fkey" FOREIGN KEY ("currency_id") REFERENCES "currency"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wallet_operation" ADD CONSTRAINT "wallet_operation_wallet_id_fkey" FOREIGN KEY ("wallet_id") REFERENCES "wallet"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wallet_operation" ADD CONSTRAINT "wallet_operation_method_id_fkey" FOREIGN KEY ("method_id") REFERENCES "payment_method"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wallet_operation" ADD CONSTRAINT "wallet_operation_executor_id_fkey" FOREIGN KEY ("executor_id") REFERENCES "user"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wallet_operation" ADD CONSTRAINT "wallet_operation_reversal_of_id_fkey" FOREIGN KEY ("reversal_of_id") REFERENCES "wallet_operation"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wallet_operation" ADD CONSTRAINT "wallet_operation_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employee"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wallet_operation" ADD CONSTRAINT "wallet_operation_construction_id_fkey" FOREIGN KEY ("construction_id") REFERENCES "construction_project"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wallet_operation" ADD CONSTRAINT "wallet_operation_refusal_id_fkey" FOREIGN KEY ("refusal_id") REFERENCES "refusal"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wallet_operation" ADD CONSTRAINT "wallet_operation_sale_id_fkey" FOREIGN KEY ("sale_id") REFERENCES "sale"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wallet_operation" ADD CONSTRAINT "wallet_operation_investor_id_fkey" FOREIGN KEY ("investor_id") REFERENCES "investor"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wallet_operation" ADD CONSTRAINT "wallet_operation_supplier_operation_id_fkey" FOREIGN KEY ("supplier_operation_id") REFERENCES "supplier_operation"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wallet_operation" ADD CONSTRAINT "wallet_operation_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "client"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wallet_operation" ADD CONSTRAINT "wallet_operation_payment_report_id_fkey" FOREIGN KEY ("payment_report_id") REFERENCES "payment_report"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "investor" ADD CONSTRAINT "investor_investor_type_id_fkey" FOREIGN KEY ("investor_type_id") REFERENCES "investor_type"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employee" ADD CONSTRAINT "employee_salary_type_id_fkey" FOREIGN KEY ("salary_type_id") REFERENCES "salary_type"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employee" ADD CONSTRAINT "employee_salary_currency_id_fkey" FOREIGN KEY ("salary_currency_id") REFERENCES "currency"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employee_balance" ADD CONSTRAINT "employee_balance_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employee"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employee_balance" ADD CONSTRAINT "employee_balance_currency_id_fkey" FOREIGN KEY ("currency_id") REFERENCES "currency"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employee_balance" ADD CONSTRAINT "employee_balance_wallet_operation_id_fkey" FOREIGN KEY ("wallet_operation_id") REFERENCES "wallet_operation"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employee_balance" ADD CONSTRAINT "employee_balance_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "supplier" ADD CONSTRAINT "supplier_material_id_fkey" FOREIGN KEY ("material_id") REFERENCES "supplier_material"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "supplier_operation" ADD CONSTRAINT "supplier_operation_supplier_id_fkey" FOREIGN KEY ("supplier_id") REFERENCES "supplier"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "supplier_operation" ADD CONSTRAINT "supplier_operation_material_id_fkey" FOREIGN KEY ("material_id") REFERENCES "supplier_material"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "supplier_operation" ADD CONSTRAINT "supplier_operation_currency_id_fkey" FOREIGN KEY ("currency_id") REFERENCES "currency"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "supplier_operation" ADD CONSTRAINT "supplier_operation_wallet_id_fkey" FOREIGN KEY ("wallet_id") REFERENCES "wallet"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "supplier_operation" ADD CONSTRAINT "supplier_operation_sale_id_fkey" FOREIGN KEY ("sale_id") REFERENCES "sale"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "supplier_operation" ADD CONSTRAINT "supplier_operation_construction_id_fkey" FOREIGN KEY ("construction_id") REFERENCES "construction_project"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "supplier_operation" ADD CONSTRAINT "supplier_operation_wallet_operation_id_fkey" FOREIGN KEY ("wallet_operation_id") REFERENCES "wallet_operation"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "supplier_operation" ADD CONSTRAINT "supplier_operation_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sms_message" ADD CONSTRAINT "sms_message_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "client"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sms_message" ADD CONSTRAINT "sms_message_lid_id_fkey" FOREIGN KEY ("lid_id") REFERENCES "lid"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sms_message" ADD CONSTRAINT "sms_message_people_group_id_fkey" FOREIGN KEY ("people_group_id") REFERENCES "people_group"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sms_message" ADD CONSTRAINT "sms_message_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "people_group" ADD CONSTRAINT "people_group_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "people_group_member" ADD CONSTRAINT "people_group_member_people_group_id_fkey" FOREIGN KEY ("people_group_id") REFERENCES "people_group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "people_group_member" ADD CONSTRAINT "people_group_member_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "people_group_member" ADD CONSTRAINT "people_group_member_lid_id_fkey" FOREIGN KEY ("lid_id") REFERENCES "lid"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Hand-written: what Prisma cannot express (see the `// SQL:` comments in prisma/schema.prisma).
-- ════════════════════════════════════════════════════════════════════════════════════════════

-- Trigram search: `contains` with mode insensitive (ILIKE '%term%') on the search-heavy columns.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX "client_name_trgm_idx" ON "client" USING GIN ("name" gin_trgm_ops);
CREATE INDEX "client_phone_number_trgm_idx" ON "client" USING GIN ("phone_number" gin_trgm_ops);
CREATE INDEX "client_company_name_trgm_idx" ON "client" USING GIN ("company_name" gin_trgm_ops);
CREATE INDEX "client_phone_phone_number_trgm_idx" ON "client_phone" USING GIN ("phone_number" gin_trgm_ops);
CREATE INDEX "lid_name_trgm_idx" ON "lid" USING GIN ("name" gin_trgm_ops);
CREATE INDEX "lid_phone_number_trgm_idx" ON "lid" USING GIN ("phone_number" gin_trgm_ops);
CREATE INDEX "lid_company_name_trgm_idx" ON "lid" USING GIN ("company_name" gin_trgm_ops);
CREATE INDEX "room_number_trgm_idx" ON "room" USING GIN ("number" gin_trgm_ops);

-- A room is sold at most once at a time: of two concurrent sales of one room, the second insert
-- fails with a unique violation (answered 409). Declined and refused sales no longer hold it.
CREATE UNIQUE INDEX "sale_room_id_active_key" ON "sale" ("room_id") WHERE "status" IN ('pending', 'approved');

-- Money: wallets never go below zero; operations are positive amounts with a direction.
ALTER TABLE "wallet" ADD CONSTRAINT "wallet_balance_non_negative" CHECK ("balance" >= 0);
ALTER TABLE "wallet_operation" ADD CONSTRAINT "wallet_operation_amount_positive" CHECK ("amount" > 0);
ALTER TABLE "wallet_operation" ADD CONSTRAINT "wallet_operation_exchange_rate_positive" CHECK ("exchange_rate" > 0);
ALTER TABLE "wallet_operation" ADD CONSTRAINT "wallet_operation_amount_usd_non_negative" CHECK ("amount_usd" >= 0);
ALTER TABLE "wallet_operation" ADD CONSTRAINT "wallet_operation_not_own_reversal" CHECK ("reversal_of_id" IS NULL OR "reversal_of_id" <> "id");
ALTER TABLE "wallet_operation" ADD CONSTRAINT "wallet_operation_transfer_grouped" CHECK ("kind" <> 'transfer' OR "transfer_group" IS NOT NULL);
ALTER TABLE "exchange_rate" ADD CONSTRAINT "exchange_rate_rate_positive" CHECK ("rate" > 0);

-- Rooms: a booked or sold room names a client or a lead, not both (clientOrLidError).
ALTER TABLE "room" ADD CONSTRAINT "room_client_xor_lid" CHECK ("client_id" IS NULL OR "lid_id" IS NULL);
ALTER TABLE "room" ADD CONSTRAINT "room_area_non_negative" CHECK ("area" >= 0);
ALTER TABLE "room" ADD CONSTRAINT "room_price_non_negative" CHECK ("price" >= 0);

-- Sales: sold_amount = paid_amount + debt_amount; a buyer (client or lead) is named.
ALTER TABLE "sale" ADD CONSTRAINT "sale_amounts" CHECK (
  "paid_amount" >= 0 AND "debt_amount" >= 0 AND "sold_amount" = "paid_amount" + "debt_amount"
  AND ("monthly_amount" IS NULL OR "monthly_amount" >= 0));
ALTER TABLE "sale" ADD CONSTRAINT "sale_client_or_lid" CHECK ("client_id" IS NOT NULL OR "lid_id" IS NOT NULL);
ALTER TABLE "sale" ADD CONSTRAINT "sale_exchange_rate_positive" CHECK ("exchange_rate" > 0);

-- Debts and payments.
ALTER TABLE "client_debt" ADD CONSTRAINT "client_debt_amounts" CHECK (
  "all_debt" >= 0 AND "monthly_amount" >= 0 AND "current_debt" >= 0 AND "current_debt" <= "all_debt");
ALTER TABLE "client_debt" ADD CONSTRAINT "client_debt_reason_only_when_closed" CHECK ("is_closed" OR "closed_reason" IS NULL);
ALTER TABLE "debt_instalment" ADD CONSTRAINT "debt_instalment_amounts" CHECK (
  "month" >= 1 AND "amount" >= 0 AND "paid_amount" >= 0 AND "paid_amount" <= "amount");
ALTER TABLE "payment_report" ADD CONSTRAINT "payment_report_amounts" CHECK (
  "amount" > 0 AND "applied_amount" >= 0 AND "exchange_rate" > 0);
ALTER TABLE "payment_allocation" ADD CONSTRAINT "payment_allocation_amount_positive" CHECK ("amount" > 0);

-- Refusals: payouts never exceed what the client paid.
ALTER TABLE "refusal" ADD CONSTRAINT "refusal_amounts" CHECK (
  "refund_due" >= 0 AND "refunded_amount" >= 0 AND "refunded_amount" <= "refund_due");

-- Employees and suppliers.
ALTER TABLE "employee" ADD CONSTRAINT "employee_pay_non_negative" CHECK (
  ("salary" IS NULL OR "salary" >= 0) AND ("hourly_rate" IS NULL OR "hourly_rate" >= 0));
ALTER TABLE "employee_balance" ADD CONSTRAINT "employee_balance_amounts" CHECK (
  "amount" >= 0 AND ("hours" IS NULL OR "hours" >= 0) AND ("hourly_rate" IS NULL OR "hourly_rate" >= 0));
ALTER TABLE "supplier_operation" ADD CONSTRAINT "supplier_operation_delivery_fields" CHECK (
  "kind" <> 'delivery' OR ("unit_amount" IS NOT NULL AND "unit_price" IS NOT NULL AND "operation_price" IS NOT NULL));
ALTER TABLE "supplier_operation" ADD CONSTRAINT "supplier_operation_amounts" CHECK (
  ("unit_amount" IS NULL OR "unit_amount" >= 0) AND ("unit_price" IS NULL OR "unit_price" >= 0)
  AND ("operation_price" IS NULL OR "operation_price" >= 0) AND ("wallet_payment" IS NULL OR "wallet_payment" >= 0)
  AND ("actual_payment" IS NULL OR "actual_payment" >= 0) AND ("actual_payment_usd" IS NULL OR "actual_payment_usd" >= 0)
  AND ("fee_percentage" IS NULL OR ("fee_percentage" >= 0 AND "fee_percentage" <= 100)) AND "exchange_rate" > 0);

-- Buildings and construction projects: counts are not negative.
ALTER TABLE "building" ADD CONSTRAINT "building_counts_non_negative" CHECK (
  "floor_count" >= 0 AND "room_count" >= 0 AND "entrance_count" >= 0);
ALTER TABLE "construction_project" ADD CONSTRAINT "construction_project_counts_non_negative" CHECK (
  "floor_count" >= 0 AND "room_count" >= 0 AND "entrance_count" >= 0);

-- People groups: a member is a client or a lead, exactly one.
ALTER TABLE "people_group_member" ADD CONSTRAINT "people_group_member_client_xor_lid" CHECK (("client_id" IS NULL) <> ("lid_id" IS NULL));
